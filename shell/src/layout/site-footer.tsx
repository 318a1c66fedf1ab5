import { css } from '@emotion/react';
import { siteConfig, theme } from '@site/shared';
import { Link } from 'react-router-dom';
import { colorBorder, colorMuted, colorSurface, colorText } from '@site/shared/design/color';

const footerCss = css`
  border-top: 1px solid ${colorBorder};
  background: ${colorSurface};
  color: ${colorMuted};
  font-size: 0.95rem;
`;

const innerCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(4)};
  justify-content: space-between;
  align-items: center;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(8)} ${theme.space(5)};
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(4)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: ${colorText};
  }
`;

/** The shared footer of every page. */
export function SiteFooter() {
  return (
    <footer css={footerCss}>
      <div css={innerCss}>
        <p>
          © {siteConfig.copyrightYear} {siteConfig.authorName}. All rights reserved.
        </p>
        <ul aria-label="Elsewhere">
          <li>
            <a href={`mailto:${siteConfig.email}`}>E-mail</a>
          </li>
          <li>
            <a href={siteConfig.instagram.url} target="_blank" rel="noopener noreferrer">
              Instagram
            </a>
          </li>
          <li>
            <Link to="/contact">Contact</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
