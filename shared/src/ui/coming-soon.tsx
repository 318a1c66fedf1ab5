import { css } from '@emotion/react';
import { theme } from '../theme/theme';
import { colorBorder, colorMuted, colorSurface } from '../design/color';

// The card of the shared design layer (src/design/card.tsx), with a dashed edge for "not
// yet". Its colours read the same tone variables, so it takes a section's palette too.
const cardCss = css`
  padding: ${theme.space(6)};
  border: 1px dashed var(--tone-border, ${colorBorder});
  border-radius: ${theme.radius.large};
  background: var(--tone-surface, ${colorSurface});
  h2,
  h3 {
    margin-bottom: ${theme.space(2)};
  }
  p {
    margin: 0;
    color: var(--tone-muted, ${colorMuted});
  }
`;

/** A card for content the author has announced but not published yet. */
export function ComingSoon({
  title,
  children = 'Coming soon.',
  headingLevel = 2,
}: {
  title: string;
  children?: React.ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section css={cardCss}>
      <Heading>{title}</Heading>
      <p>{children}</p>
    </section>
  );
}
