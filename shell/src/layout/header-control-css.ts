import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { colorBorder, colorSurface, colorText } from '@site/shared/design/color';

/** A square control at the end of the top bar (search, colours): one block for both. */
export const headerControlCss = css`
  display: grid;
  flex: none;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-left: ${theme.space(2)};
  padding: 0;
  border: 1px solid ${colorBorder};
  border-radius: ${theme.radius.small};
  background: transparent;
  color: ${colorText};
  cursor: pointer;
  &:hover {
    background: ${colorSurface};
  }
`;
