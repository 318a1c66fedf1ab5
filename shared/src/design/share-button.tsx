import { css } from '@emotion/react';
import { buttonCss, lookOf, theme, toast, TOAST_DEFAULTS } from '@site/shared';
import { useEffect, useState } from 'react';
import { Icon, shareIcon } from './icon';
import type { ShareCopy, ShareOutcome } from './share-link';
import { tone } from './tone';

export type { ShareCopy };

/** The sharing itself, loaded when the reader reaches for the control, not with the page. */
const loadShareLink = () => import('./share-link');

// Always in the page, empty until there is something to say: a live region has to be there
// before its words are, or screen readers may not announce them.
const saidCss = /*#__PURE__*/ css`
  margin: ${theme.space(2)} 0 0;
  color: ${tone.muted};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
  &:empty {
    margin: 0;
  }
`;

/**
 * The control's address: an e-mail with the writing's title and link, which any device can
 * send. Without the app (before it, or where its code cannot load) the control is this plain
 * link; with it, the share sheet or the copied link instead.
 */
export function shareByMailHref(url: string, title: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`;
}

/**
 * A share control for one piece of writing (a poem, a post): the share sheet, or the link
 * copied with a toast. `url` is absolute; `title` names what is shared, for the sheet and,
 * after the visible label, for screen readers ('Share: Entry #007 - …'). Inside a modal
 * dialog the page's toasts sit behind it, out of sight and out of reach of screen readers:
 * there the control says it beside itself instead.
 */
export function ShareButton({
  url,
  title,
  copy,
  className,
}: {
  url: string;
  title: string;
  copy: ShareCopy;
  className?: string;
}) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(''), TOAST_DEFAULTS.duration);
    return () => clearTimeout(timer);
  }, [said]);

  const loadEarly = () => void loadShareLink().catch(() => undefined);
  const share = async (button: HTMLElement) => {
    const inDialog = button.closest('dialog')?.open === true;
    let outcome: ShareOutcome;
    try {
      const { shareLink } = await loadShareLink();
      outcome = await shareLink({ url, title }, copy, { toast: !inDialog });
    } catch {
      // The sharing code did not arrive (offline): the reader still gets the link, to copy by hand.
      outcome = 'not-copied';
      if (!inDialog) toast.error(copy.copyFailed, { description: url });
    }
    if (!inDialog) return;
    if (outcome === 'copied') setSaid(copy.copied);
    else if (outcome === 'not-copied') setSaid(`${copy.copyFailed}: ${url}`);
  };

  return (
    <div className={className}>
      <a
        href={shareByMailHref(url, title)}
        data-look={lookOf({})}
        css={buttonCss}
        onPointerEnter={loadEarly}
        onFocus={loadEarly}
        onTouchStart={loadEarly}
        onClick={(event) => {
          event.preventDefault();
          void share(event.currentTarget);
        }}
      >
        <Icon path={shareIcon} />
        {copy.button}
        <span className="visually-hidden">: {title}</span>
      </a>
      <p css={saidCss} role="status">
        {said}
      </p>
    </div>
  );
}
