// By package name: the federation singleton's theme, whose dark colours are the fallbacks.
import { theme } from '@site/shared';
import { schemeColors } from '../theme/scheme';

/**
 * The page colours that follow the reader's scheme, light or dark (decision 020): draw the
 * site's pages with `color.text`, not the theme's fixed dark value. Each is a CSS variable the
 * shell sets, falling back to the dark colour where no shell sets it. The Red Chapter's
 * `red*` colours stay the theme's: it is dark in both schemes.
 */
export const color = schemeColors(theme.color);
