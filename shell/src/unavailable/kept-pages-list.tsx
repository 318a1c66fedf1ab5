import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { useEffect, useState } from 'react';
import { colorAccentStrong, colorBorder, colorMuted, colorText } from '@site/shared/design/color';
import { keptPageLinks, type KeptPageLink } from '../service-worker/kept-pages';
import { pageTitle, siteNameOf } from '../service-worker/offline-page';
import { UNAVAILABLE_COPY } from './unavailable-copy';

const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${colorBorder};
  text-align: start;
  li {
    border-bottom: 1px solid ${colorBorder};
  }
  a {
    display: block;
    padding: ${theme.space(3)} ${theme.space(1)};
    color: ${colorText};
    text-decoration: none;
  }
  a:hover span:first-of-type {
    color: ${colorAccentStrong};
    text-decoration: underline;
  }
  span {
    display: block;
  }
  span + span {
    color: ${colorMuted};
    font-size: 0.875rem;
  }
`;

const headingCss = css`
  font-size: 1.125rem;
  margin: ${theme.space(10)} 0 ${theme.space(3)};
`;

/**
 * The pages kept on this device (the service worker's, newest first), each opening without a
 * connection: a plain link, a page load the worker answers from its copy.
 */
export function KeptPagesList() {
  const [links, setLinks] = useState<KeptPageLink[] | null>(null);
  useEffect(() => {
    let current = true;
    const read = 'caches' in window ? keptPageLinks() : Promise.resolve([]);
    void read
      .catch(() => [])
      .then((found) => {
        if (current) setLinks(found);
      });
    return () => {
      current = false;
    };
  }, []);
  if (links === null) return null;
  const siteName = siteNameOf(links);
  return (
    <>
      <h2 css={headingCss}>{UNAVAILABLE_COPY.kept.heading}</h2>
      {links.length > 0 ? (
        <>
          <p>{UNAVAILABLE_COPY.kept.lead}</p>
          <ul css={listCss}>
            {links.map((link) => (
              <li key={link.path}>
                <a href={link.path}>
                  <span>{pageTitle(link, siteName)}</span>
                  <span>{link.path}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{UNAVAILABLE_COPY.kept.none}</p>
      )}
    </>
  );
}
