import { css } from '@emotion/react';
import { ButtonLink, Page, theme } from '@site/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { colorAccent, colorMuted } from '@site/shared/design/color';

const wrapCss = css`
  min-height: 60vh;
  display: grid;
  place-content: center;
  text-align: center;
  h1 {
    font-size: clamp(4rem, 18vw, 8rem);
    margin: 0;
    color: ${colorAccent};
  }
  p {
    font-size: 1.3rem;
    color: ${colorMuted};
  }
`;

const homeLinkCss = css`
  margin-top: ${theme.space(4)};
  padding-inline: ${theme.space(6)};
`;

export const NOT_FOUND_LOG_MESSAGE = '404 Error: User attempted to access non-existent route:';

/** The shell's 404, also shown for unknown paths inside a remote's prefix. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(NOT_FOUND_LOG_MESSAGE, pathname);
  }, [pathname]);

  return (
    <Page title="Page not found" meta={{ noIndex: true }}>
      <div css={wrapCss}>
        <h1>404</h1>
        <p>Oops! Page not found</p>
        <ButtonLink to="/" variant="primary" size="large" css={homeLinkCss}>
          Return to Home
        </ButtonLink>
      </div>
    </Page>
  );
}
