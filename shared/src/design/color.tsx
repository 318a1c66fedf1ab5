/**
 * The page colours that follow the reader's scheme, light or dark (decision 020): draw the
 * site's pages with these, `import * as color from '@site/shared/design/color'` and
 * `color.text`, not with the theme's fixed dark values. The Red Chapter's `theme.color.red*`
 * stay as they are: it is dark in both schemes.
 */
export * from '../theme/color';
