import { css } from '@emotion/react';
import { ButtonLink, Page, theme } from '@site/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { colorAccent, colorAccentStrong, colorMuted } from '@site/shared/design/color';
import { NEWEST_WRITING_ID } from '../home/newest-writing-id';
import { OPENS_SEARCH_ATTRIBUTE, SEARCH_PATH } from '../search/search-link';
import { notFoundCopy } from './not-found-copy';

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

// Somewhere to go besides home: the newest writing, and search (a page of its own without
// the app; with it, the header's search opens over this page).
const onwardCss = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(2)} ${theme.space(6)};
  margin: ${theme.space(8)} 0 0;
  padding: 0;
  list-style: none;
  font-size: 1.05rem;
  a {
    color: ${colorAccentStrong};
    text-underline-offset: 0.2em;
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
        <ul css={onwardCss} aria-label={notFoundCopy.onwardLabel}>
          <li>
            <a href={`/#${NEWEST_WRITING_ID}`}>{notFoundCopy.newestWriting}</a>
          </li>
          <li>
            <a href={SEARCH_PATH} {...{ [OPENS_SEARCH_ATTRIBUTE]: '' }}>
              {notFoundCopy.search}
            </a>
          </li>
        </ul>
      </div>
    </Page>
  );
}
