import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

const boxCss = css`
  max-width: 640px;
  margin: ${theme.space(12)} auto;
  padding: ${theme.space(8)} ${theme.space(6)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.large};
  background: ${theme.color.surface};
  text-align: center;
  p {
    color: ${theme.color.muted};
  }
`;

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(5)};
  button,
  a {
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(5)};
    border-radius: 999px;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  button {
    border: 0;
    background: ${theme.color.accent};
    color: ${theme.color.onAccent};
  }
  a {
    border: 1px solid ${theme.color.border};
    color: ${theme.color.text};
    display: inline-flex;
    align-items: center;
  }
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
        <button type="button" onClick={retry}>
          Retry
        </button>
        {!compact && <Link to="/">Back to Home</Link>}
      </div>
    </section>
  );
}
