import { css } from '@emotion/react';
import { SizedImg, theme } from '@site/shared';
import { cardCss } from '@site/shared/design/card';
import { tone } from '@site/shared/design/tone';
import { Link } from 'react-router-dom';
import { readingsCopy } from '../../content/pages';
import { readings } from '../../content/readings/readings.md-folder';
import { ExternalLink } from '../ui/external-link';
import type { Achievement, AchievementSection } from './achievement';
import { creditLink } from './credit-link';
import { colorBorder } from '@site/shared/design/color';
import { gridListCss } from '@site/shared/design/grid-list';

const sectionCss = css`
  margin-top: ${theme.space(10)};
  h2 {
    font-size: 1.8rem;
    padding-bottom: ${theme.space(2)};
    border-bottom: 1px solid ${colorBorder};
    margin-bottom: ${theme.space(6)};
  }
`;

const listCss = gridListCss({ gap: 4, tablet: 2 });

const itemCss = css`
  ${cardCss};
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${theme.space(4)};
  align-items: center;
  height: 100%;
  img {
    width: 72px;
    height: 72px;
  }
  h3 {
    font-size: 1.1rem;
    margin-bottom: ${theme.space(1)};
  }
  p {
    margin: 0;
    color: ${tone.muted};
    font-size: 0.95rem;
  }
`;

const yearCss = css`
  color: ${tone.meta} !important;
  font-weight: 600;
`;

const creditLinkCss = css`
  display: inline-block;
  margin-top: ${theme.space(1)};
  color: ${tone.link};
  font-weight: 600;
  text-underline-offset: 3px;
`;

/** A credit's recording or reading, where the data has one. */
function CreditLinkOf({ item }: { item: Achievement }) {
  const link = creditLink(item, readings);
  if (!link) return null;
  if (link.kind === 'recording') {
    return (
      <ExternalLink href={link.href} css={creditLinkCss} hiddenContext={item.title}>
        {readingsCopy.creditRecording}
      </ExternalLink>
    );
  }
  return (
    <Link to={link.to} css={creditLinkCss}>
      {readingsCopy.creditReading}
      <span className="visually-hidden">: {item.title}</span>
    </Link>
  );
}

/** One titled group on /achievements. */
export function AchievementList({ section }: { section: AchievementSection }) {
  const headingId = `achievements-${section.id}`;
  return (
    <section css={sectionCss} aria-labelledby={headingId}>
      <h2 id={headingId}>{section.heading}</h2>
      <ul css={listCss}>
        {section.items.map((item) => (
          <li key={`${item.title}-${item.year}`} css={itemCss}>
            <SizedImg image={item.image} loading="lazy" decoding="async" />
            <div>
              <h3>{item.title}</h3>
              <p>{item.detail}</p>
              <p css={yearCss}>
                <time dateTime={String(item.year)}>{item.year}</time>
              </p>
              <CreditLinkOf item={item} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
