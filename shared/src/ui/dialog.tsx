import { css } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { theme } from '../theme/theme';

const dialogCss = css`
  width: min(92vw, 640px);
  max-height: 80vh;
  padding: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.large};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: rgba(8, 4, 10, 0.75);
  }
`;

const headerCss = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space(4)};
  padding: ${theme.space(5)} ${theme.space(6)} ${theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.4rem;
  }
`;

const closeButtonCss = css`
  flex: none;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.color.border};
  border-radius: 50%;
  background: transparent;
  color: ${theme.color.text};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${theme.color.surfaceRaised};
  }
`;

const bodyCss = css`
  padding: 0 ${theme.space(6)} ${theme.space(6)};
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra styles for the dialog box (e.g. the red theme). */
  className?: string;
}

/**
 * A modal dialog on the native <dialog>: the page behind is inert (focus stays inside),
 * Escape and the close button close it, the content scrolls inside at most 80% of the
 * viewport height, and focus returns to whatever opened it.
 */
export function Dialog({ open, title, onClose, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onNativeClose = () => {
      opener.current?.focus();
      opener.current = null;
      onClose();
    };
    dialog.addEventListener('close', onNativeClose);
    return () => dialog.removeEventListener('close', onNativeClose);
  }, [onClose]);

  return (
    <dialog ref={ref} aria-labelledby={titleId} css={dialogCss} className={className}>
      {open && (
        <>
          <div css={headerCss}>
            <h2 id={titleId}>{title}</h2>
            <button
              type="button"
              css={closeButtonCss}
              aria-label="Close"
              onClick={() => ref.current?.close()}
            >
              ×
            </button>
          </div>
          <div css={bodyCss}>{children}</div>
        </>
      )}
    </dialog>
  );
}
