import { css, keyframes } from '@emotion/react';
import { theme } from '@site/shared';
import { colorSurfaceRaised } from '@site/shared/design/color';

const pulse = keyframes`
  from { opacity: 0.45; }
  to { opacity: 0.9; }
`;

const frameCss = css`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(10)} ${theme.space(5)};
  /* Reserve the page's height so the footer does not jump when the section arrives. */
  min-height: 70vh;
`;

const barCss = css`
  height: 1.1rem;
  margin-bottom: ${theme.space(4)};
  border-radius: 999px;
  background: ${colorSurfaceRaised};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
`;

/** A quiet skeleton while a section's code arrives (never a blank screen). */
export function SectionLoading({
  sectionLabel,
  minHeight,
}: {
  sectionLabel: string;
  minHeight?: string;
}) {
  return (
    <div
      css={frameCss}
      style={minHeight ? { minHeight } : undefined}
      role="status"
      aria-live="polite"
    >
      <span className="visually-hidden">Loading {sectionLabel}…</span>
      <div css={barCss} style={{ width: '45%', height: '2.2rem' }} />
      <div css={barCss} style={{ width: '90%' }} />
      <div css={barCss} style={{ width: '80%' }} />
      <div css={barCss} style={{ width: '60%' }} />
    </div>
  );
}
