import { css } from '@emotion/react';
import { theme } from '../theme/theme';

const cardCss = css`
  padding: ${theme.space(6)};
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  h2,
  h3 {
    margin-bottom: ${theme.space(2)};
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
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
