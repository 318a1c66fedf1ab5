import '@emotion/react';
import type { SiteTheme } from './theme';

declare module '@emotion/react' {
  // Emotion's Theme is the site's theme, so `css={(t) => ...}` is typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SiteTheme {}
}
