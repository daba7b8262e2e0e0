import { createTheme } from '@mui/material/styles';

/** One theme for the portal and the shell pages; the back office may extend it. */
export const theme = createTheme({
  palette: {
    primary: { main: '#2563eb' },
    secondary: { main: '#0ea5e9' },
    background: { default: '#f5f7fb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Helvetica Neue",Arial,sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'medium' } },
  },
});
