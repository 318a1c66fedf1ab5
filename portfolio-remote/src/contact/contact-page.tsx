import { css } from '@emotion/react';
import { Page, siteConfig, theme } from '@site/shared';
import type { ReactNode } from 'react';
import { contactCopy } from '../../content/pages';
import { secondaryButtonCss } from '../ui/button-styles';
import { ExternalLink } from '../ui/external-link';
import { pageHeaderCss } from '../ui/page-header-styles';
import { gridListCss } from '../ui/grid-list-styles';

const gridCss = gridListCss({ gap: 5, tablet: 3 });

const cardCss = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${theme.space(6)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.large};
  background: ${theme.color.surface};
  h2 {
    font-size: 1.4rem;
  }
  p {
    color: ${theme.color.muted};
  }
  a {
    ${secondaryButtonCss};
    margin-top: auto;
    overflow-wrap: anywhere;
  }
`;

const iconCss = css`
  font-size: 2rem;
  margin-bottom: ${theme.space(3)};
`;

function ContactCard({
  icon,
  heading,
  text,
  children,
}: {
  icon: string;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <li css={cardCss}>
      <span css={iconCss} aria-hidden="true">
        {icon}
      </span>
      <h2>{heading}</h2>
      <p>{text}</p>
      {children}
    </li>
  );
}

/** /contact: e-mail, Instagram and the link hub, all from siteConfig. */
export function ContactPage() {
  const { cards } = contactCopy;
  return (
    <Page title={contactCopy.title} meta={{ description: contactCopy.intro }}>
      <header css={pageHeaderCss}>
        <h1>{contactCopy.title}</h1>
        <p>{contactCopy.intro}</p>
      </header>
      <ul css={gridCss}>
        <ContactCard {...cards.email}>
          <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
        </ContactCard>
        <ContactCard {...cards.instagram}>
          <ExternalLink href={siteConfig.instagram.url}>{siteConfig.instagram.handle}</ExternalLink>
        </ContactCard>
        <ContactCard {...cards.linkHub}>
          <ExternalLink href={siteConfig.linkHub.url}>{siteConfig.linkHub.label}</ExternalLink>
        </ContactCard>
      </ul>
    </Page>
  );
}
