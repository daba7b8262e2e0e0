import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Guard } from './guard.tsx';
import { DialogHost } from './dialogs.tsx';
import { ROUTER_BASENAME } from './navigation.ts';
import { SHELL_ROUTES, type RouteRow } from './routes.tsx';
import { theme } from './theme.ts';
import { queryClient } from './query.ts';

function routeElement(r: RouteRow, i: number) {
  return (
    <Route key={r.path ?? `layout-${i}`} path={r.path} element={r.element}>
      {r.children?.map(routeElement)}
    </Route>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter basename={ROUTER_BASENAME}>
          <Routes>
            <Route element={<Guard />}>{SHELL_ROUTES.map(routeElement)}</Route>
          </Routes>
        </BrowserRouter>
        <DialogHost />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
