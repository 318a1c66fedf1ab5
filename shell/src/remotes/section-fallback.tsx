import { css } from '@emotion/react';
import { Button, ButtonLink, theme } from '@site/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { colorBorder, colorMuted, colorSurface } from '@site/shared/design/color';

const boxCss = css`
  max-width: 640px;
  margin: ${theme.space(12)} auto;
  padding: ${theme.space(8)} ${theme.space(6)};
  border: 1px solid ${colorBorder};
  border-radius: ${theme.radius.large};
  background: ${colorSurface};
  text-align: center;
  p {
    color: ${colorMuted};
  }
`;

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(5)};
`;

/** What a reader sees when a section cannot be loaded: the rest of the site still works. */
export function SectionFallback({
  sectionLabel,
  retry,
  compact = false,
}: {
  sectionLabel: string;
  retry: () => void;
  compact?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // The page keeps its title (the section's own head is gone with the section).
  const [pageTitle] = useState(() => document.title || sectionLabel);
  useEffect(() => {
    if (!compact) heading.current?.focus();
  }, [compact]);

  return (
    <section css={boxCss} role="alert" aria-labelledby={titleId}>
      {!compact && <title>{pageTitle}</title>}
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {sectionLabel} is unavailable right now
      </h2>
      <p>
        This part of the site could not be loaded. It may be a network hiccup or an update in
        progress; everything else on the site keeps working.
      </p>
      <div css={actionsCss}>
        <Button variant="primary" onClick={retry}>
          Retry
        </Button>
        {!compact && <ButtonLink to="/">Back to Home</ButtonLink>}
      </div>
    </section>
  );
}
