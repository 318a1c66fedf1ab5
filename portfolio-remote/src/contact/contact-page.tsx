import { css } from '@emotion/react';
import { buttonCss, lookOf, Page, siteConfig, theme } from '@site/shared';
import { cardCss } from '@site/shared/design/card';
import { cameraIcon, Icon, linkIcon, mailIcon } from '@site/shared/design/icon';
import { PageHeader } from '@site/shared/design/page-header';
import { tone } from '@site/shared/design/tone';
import type { ReactNode } from 'react';
import { contactCopy } from '../../content/pages';
import { ExternalLink } from '../ui/external-link';
import { gridListCss } from '@site/shared/design/grid-list';

const gridCss = gridListCss({ gap: 5, tablet: 3 });

const contactCardCss = css`
  ${cardCss};
  display: flex;
  flex-direction: column;
  height: 100%;
  h2 {
    font-size: 1.4rem;
  }
  p {
    color: ${tone.muted};
  }
`;

const compact = lookOf({ size: 'compact' });

// At the card's foot; an address too long for the card breaks rather than overflows.
const contactLinkCss = css`
  ${buttonCss};
  margin-top: auto;
  overflow-wrap: anywhere;
`;

const iconCss = css`
  margin-bottom: ${theme.space(3)};
  color: ${tone.accent};
`;

function ContactCard({
  icon,
  heading,
  text,
  children,
}: {
  /** An icon of the site's set (@site/shared/design/icon). */
  icon: string;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <li css={contactCardCss}>
      <Icon path={icon} size={32} css={iconCss} />
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
      <PageHeader title={contactCopy.title} lead={contactCopy.intro} />
      <ul css={gridCss}>
        <ContactCard icon={mailIcon} {...cards.email}>
          <a href={`mailto:${siteConfig.email}`} css={contactLinkCss} data-look={compact}>
            {siteConfig.email}
          </a>
        </ContactCard>
        <ContactCard icon={cameraIcon} {...cards.instagram}>
          <ExternalLink href={siteConfig.instagram.url} css={contactLinkCss} data-look={compact}>
            {siteConfig.instagram.handle}
          </ExternalLink>
        </ContactCard>
        <ContactCard icon={linkIcon} {...cards.linkHub}>
          <ExternalLink href={siteConfig.linkHub.url} css={contactLinkCss} data-look={compact}>
            {siteConfig.linkHub.label}
          </ExternalLink>
        </ContactCard>
      </ul>
    </Page>
  );
}
