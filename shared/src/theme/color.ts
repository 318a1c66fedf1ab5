import { schemeColors } from './scheme';
import { theme } from './theme';

/** The scheme's colours for @site/shared's own pieces (button, dialog, toasts...). */
export const color = schemeColors(theme.color);
