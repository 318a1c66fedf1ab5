import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { colorBorder } from '@site/shared/design/color';

/**
 * The search field's frame and type, shared by the field in the dialog and the button on
 * /search that opens it: the reader taps what looks like the field they then type in.
 */
export const searchFieldLookCss = css`
  padding-inline: ${theme.space(4)};
  border: 1px solid ${colorBorder};
  border-radius: ${theme.radius.medium};
  font: inherit;
  font-size: 1.05rem;
`;
