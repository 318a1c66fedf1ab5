import { css } from '@emotion/react';
import { theme, toast } from '@site/shared';
import { Icon, shareIcon } from './icon';
import { tone } from './tone';

/** The words of a share control; each section passes its own from its content files. */
export interface ShareCopy {
  /** The button's label ('Share'). */
  button: string;
  /** The toast after the link was copied ('Link copied'); the link is its description. */
  copied: string;
  /** The toast when the link could not be copied; the link is its description, to copy by hand. */
  copyFailed: string;
}

const buttonCss = /*#__PURE__*/ css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(5)};
  border: 1px solid ${tone.border};
  border-radius: 999px;
  background: transparent;
  color: ${tone.text};
  font-weight: 600;
  cursor: pointer;
  transition: border-color 0.15s ease-out;
  &:hover {
    border-color: ${tone.accent};
  }
`;

/** The reader closed the share sheet: nothing went wrong, nothing to say. */
const dismissed = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Hands `url` to the system's share sheet where there is one (Web Share API: phones, most
 * desktop systems); elsewhere, or when the sheet cannot open, copies it and says so in a toast.
 */
export async function shareLink(
  { url, title }: { url: string; title: string },
  copy: ShareCopy,
): Promise<void> {
  const data = { url, title };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      if (dismissed(error)) return;
      // Refused (no share target, a policy): copying still gets the reader the link.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(copy.copied, { description: url });
  } catch {
    toast.error(copy.copyFailed, { description: url });
  }
}

/**
 * A share control for one piece of writing (a poem, a post): the share sheet, or the link
 * copied with a toast. `url` is absolute; `title` names what is shared, for the sheet and,
 * after the visible label, for screen readers ('Share: Entry #007 - …').
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
  return (
    <button
      type="button"
      css={buttonCss}
      className={className}
      onClick={() => void shareLink({ url, title }, copy)}
    >
      <Icon path={shareIcon} />
      {copy.button}
      <span className="visually-hidden">: {title}</span>
    </button>
  );
}
