/**
 * The route table. Pages are lazy so each one is its own chunk; later features add rows here
 * (or spread their own tables in) rather than touching App.
 */
import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

export interface RouteRow {
  path: string;
  element: ReactNode;
}

/** React.lazy for modules with named exports (the project's convention). */
export function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LoginPage = lazy(async () => ({ default: (await import('../portal/pages/Login/LoginPage.tsx')).LoginPage }));
const PortalHome = lazyNamed(() => import('../portal/pages/Home/HomePage.tsx'), 'HomePage');
const AdminApp = lazyNamed(() => import('../admin/AdminApp.tsx'), 'AdminApp');
const HomeCheck = lazyNamed(() => import('./pages/HomeCheck.tsx'), 'HomeCheck');
const NotFound = lazyNamed(() => import('./pages/NotFound.tsx'), 'NotFound');

export const SHELL_ROUTES: readonly RouteRow[] = [
  { path: '/', element: <Navigate to="/hr/home" replace /> },
  { path: '/hr', element: <Navigate to="/hr/home" replace /> },
  { path: '/hr/login', element: <LoginPage mode="login" /> },
  { path: '/hr/register', element: <LoginPage mode="register" /> },
  { path: '/hr/reset', element: <LoginPage mode="reset" /> },
  { path: '/hr/home', element: <PortalHome /> },
  { path: '/homeCheck', element: <HomeCheck /> },
  { path: '/web', element: <Navigate to="/web/home" replace /> },
  { path: '/web/*', element: <AdminApp /> },
  { path: '/404', element: <NotFound /> },
  // Unknown paths show the 404 page where they are, so the address stays visible.
  { path: '*', element: <NotFound /> },
];
