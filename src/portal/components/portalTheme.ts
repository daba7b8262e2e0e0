/**
 * The portal's theme: the shell's colours and type with the seeds' phone breakpoint, so `md` means
 * "not a phone" (992 px) in every `sx` of the job-seeker pages, as the viewport rules do.
 */
import { createTheme, type Theme } from '@mui/material/styles';

/** Salaries and other figures a seeker looks for first. */
export const ACCENT = '#c2410c'; // 5.2:1 on white (AA 4.5:1)

export function portalTheme(outer: Theme): Theme {
  return createTheme({
    palette: {
      primary: { main: outer.palette.primary.main },
      secondary: { main: outer.palette.secondary.main },
      background: { default: outer.palette.background.default },
      // MUI's orange (#ed6c02) reads at 3.1:1 as text on white (an outlined 待完善 chip): a deeper amber, 5:1.
      warning: { main: '#b45309' },
    },
    shape: { borderRadius: outer.shape.borderRadius },
    typography: { fontFamily: outer.typography.fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      ...outer.components,
      // MUI's unselected toggle text (54% black) reads at 4.49:1 on the page grey: the secondary text colour instead.
      MuiToggleButton: { styleOverrides: { root: { color: 'rgba(0, 0, 0, 0.6)' } } },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 992, lg: 1200, xl: 1536 } },
  });
}
