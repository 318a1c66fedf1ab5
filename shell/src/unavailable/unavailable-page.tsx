import { css } from '@emotion/react';
import { Button, lazyNamed, Page, theme } from '@site/shared';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { colorBorder, colorMuted, colorSurface } from '@site/shared/design/color';
import { UNAVAILABLE_COPY, unavailableTitle, type UnavailableReason } from './unavailable-copy';
import { whyUnavailable } from './why-unavailable';

// Read only offline, from the worker's caches: fetched then (the code is on the device too).
const KeptPagesList = lazyNamed(
  () => import(/* webpackChunkName: "floor" */ './kept-pages-list'),
  'KeptPagesList',
);

// A card inside the page's column: on a phone it keeps the column's margins (it never runs
// to the screen's edges).
const cardCss = css`
  max-width: 40rem;
  margin: ${theme.space(4)} auto;
  padding: ${theme.space(8)} ${theme.space(5)};
  border: 1px solid ${colorBorder};
  border-radius: ${theme.radius.large};
  background: ${colorSurface};
  p {
    color: ${colorMuted};
  }
  ${theme.breakpoint.tablet} {
    padding-inline: ${theme.space(8)};
  }
`;

const titleCss = css`
  font-size: clamp(1.7rem, 6vw, 2.4rem);
  margin: 0 0 ${theme.space(3)};
`;

const compactCss = css`
  margin: 0;
  padding: ${theme.space(5)};
`;

const compactTitleCss = css`
  font-size: 1.3rem;
`;

const pathCss = css`
  overflow-wrap: anywhere;
`;

const retryCss = css`
  margin-top: ${theme.space(2)};
  padding-inline: ${theme.space(6)};
`;

const checkingCss = css`
  min-height: 50vh;
`;

/**
 * The site's one message for a page that cannot be had: offline (the pages kept on this
 * device listed, as the worker's offline page lists them), a section away (that section
 * alone), or a server error; with the page's title and one Retry. The shell shows it where a
 * section's code cannot be had; a section shows it through `PageUnavailable` (@site/shared)
 * where a page's data cannot be had. `compact`: a part of a page (the home page's newest post),
 * with no title of its own.
 */
export function UnavailablePage({
  retry,
  sectionLabel,
  cause = 'server-error',
  compact = false,
}: {
  retry: () => Promise<void> | void;
  sectionLabel?: string;
  /** What is missing when the server does answer: a section's code, or a page's data. */
  cause?: UnavailableReason;
  compact?: boolean;
}) {
  const [reason, setReason] = useState<UnavailableReason | null>(null);
  const [trying, setTrying] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(() => {
    let current = true;
    void whyUnavailable(window.location.href, cause).then((found) => {
      if (current) setReason(found);
    });
    return () => {
      current = false;
    };
  }, [cause]);
  useEffect(() => {
    if (reason && !compact) heading.current?.focus();
  }, [reason, compact]);

  if (reason === null) return <div css={compact ? undefined : checkingCss} aria-busy="true" />;

  const title = unavailableTitle(reason, sectionLabel);
  const Heading = compact ? 'h2' : 'h1';
  const card = (
    <section
      css={[cardCss, compact && compactCss]}
      role="alert"
      aria-labelledby={titleId}
      data-unavailable={reason}
    >
      <Heading
        id={titleId}
        ref={heading}
        tabIndex={-1}
        css={[titleCss, compact && compactTitleCss]}
      >
        {title}
      </Heading>
      <p>{UNAVAILABLE_COPY[reason].lead}</p>
      {!compact && (
        <p css={pathCss}>
          <code>{window.location.pathname}</code>
        </p>
      )}
      <Button
        variant="primary"
        size={compact ? 'regular' : 'large'}
        css={retryCss}
        disabled={trying}
        onClick={() => {
          setTrying(true);
          void Promise.resolve()
            .then(retry)
            .finally(() => setTrying(false));
        }}
      >
        {trying ? UNAVAILABLE_COPY.retrying : UNAVAILABLE_COPY.retry}
      </Button>
      {reason === 'offline' && !compact && (
        <Suspense fallback={null}>
          <KeptPagesList />
        </Suspense>
      )}
    </section>
  );
  return compact ? (
    card
  ) : (
    <Page title={title} meta={{ noIndex: true }}>
      {card}
    </Page>
  );
}
