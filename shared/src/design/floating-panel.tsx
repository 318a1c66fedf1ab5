import { css } from '@emotion/react';
import { theme } from '../theme/theme';
import { colorBorder, colorSurfaceRaised, colorText } from './color';

/**
 * Something that floats over the page (a toast, the colours' choices): framed, raised and
 * shadowed alike wherever it opens. Its place and padding are its own.
 */
export const floatingPanelCss = /*#__PURE__*/ css`
  border: 1px solid ${colorBorder};
  border-radius: ${theme.radius.medium};
  background: ${colorSurfaceRaised};
  color: ${colorText};
  box-shadow: ${theme.shadow.card};
`;
