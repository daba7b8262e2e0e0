import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Guard } from './guard.tsx';
import { DialogHost } from './dialogs.tsx';
import { ROUTER_BASENAME } from './navigation.ts';
import { SHELL_ROUTES } from './routes.tsx';
import { theme } from './theme.ts';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter basename={ROUTER_BASENAME}>
        <Routes>
          <Route element={<Guard />}>
            {SHELL_ROUTES.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
          </Route>
        </Routes>
      </BrowserRouter>
      <DialogHost />
    </ThemeProvider>
  );
}
