import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { GlobalStyles } from './global-styles';
import { theme } from './theme';

/** Theme + global styles; the shell wraps the site in it, a standalone remote wraps itself. */
export function SiteThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}
