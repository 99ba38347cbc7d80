import { defaultTheme, type RaThemeOptions } from 'react-admin';

// One look for the guest pages and every portal.
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#0b5394' }, secondary: { main: '#b45309' }, background: { default: '#f4f6f8' } },
  shape: { borderRadius: 8 },
};
