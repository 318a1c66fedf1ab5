import { toast } from '@site/shared';

/** The words of a share control; each section passes its own from its content files. */
export interface ShareCopy {
  /** The button's label ('Share'). */
  button: string;
  /** The toast after the link was copied ('Link copied'); the link is its description. */
  copied: string;
  /** The toast when the link could not be copied; the link is its description, to copy by hand. */
  copyFailed: string;
}

/** What became of a share: the sheet took it, the reader closed it, or the link was copied (or not). */
export type ShareOutcome = 'shared' | 'dismissed' | 'copied' | 'not-copied';

/** The reader closed the share sheet: nothing went wrong, nothing to say. */
const dismissed = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Hands `url` to the system's share sheet where there is one (Web Share API: phones, most
 * desktop systems); elsewhere, or when the sheet cannot open, copies it and, unless `toast`
 * is false, says so in a toast.
 */
export async function shareLink(
  { url, title }: { url: string; title: string },
  copy: ShareCopy,
  { toast: sayInToast = true }: { toast?: boolean } = {},
): Promise<ShareOutcome> {
  const data = { url, title };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (dismissed(error)) return 'dismissed';
      // Refused (no share target, a policy): copying still gets the reader the link.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    if (sayInToast) toast.success(copy.copied, { description: url });
    return 'copied';
  } catch {
    if (sayInToast) toast.error(copy.copyFailed, { description: url });
    return 'not-copied';
  }
}
