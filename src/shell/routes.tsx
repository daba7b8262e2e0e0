/**
 * The route table. Pages are lazy so each one is its own chunk; later features add rows here
 * (or spread their own tables in) rather than touching App.
 */
import { lazy, type ReactNode } from 'react';
import { lazyNamed } from './lazy.ts';
import { Navigate } from 'react-router-dom';
import { PORTAL_ROUTES } from '../portal/routes.tsx';

export interface RouteRow {
  /** Absent for a layout row that only wraps its children. */
  path?: string;
  element: ReactNode;
  children?: readonly RouteRow[];
}

const LoginPage = lazy(async () => ({ default: (await import('../portal/pages/Login/LoginPage.tsx')).LoginPage }));
const AdminApp = lazyNamed(() => import('../admin/AdminApp.tsx'), 'AdminApp');
const HomeCheck = lazyNamed(() => import('./pages/HomeCheck.tsx'), 'HomeCheck');
const NotFound = lazyNamed(() => import('./pages/NotFound.tsx'), 'NotFound');

export const SHELL_ROUTES: readonly RouteRow[] = [
  { path: '/', element: <Navigate to="/hr/home" replace /> },
  { path: '/hr', element: <Navigate to="/hr/home" replace /> },
  { path: '/hr/login', element: <LoginPage mode="login" /> },
  { path: '/hr/register', element: <LoginPage mode="register" /> },
  { path: '/hr/reset', element: <LoginPage mode="reset" /> },
  PORTAL_ROUTES,
  { path: '/homeCheck', element: <HomeCheck /> },
  { path: '/web', element: <Navigate to="/web/home" replace /> },
  { path: '/web/*', element: <AdminApp /> },
  { path: '/404', element: <NotFound /> },
  // Unknown paths show the 404 page where they are, so the address stays visible.
  { path: '*', element: <NotFound /> },
];
