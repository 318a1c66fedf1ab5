import { css, Global } from '@emotion/react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
// By package name: the federation singleton's theme, not a second copy in this entry's chunk.
import { theme } from '@site/shared';
import {
  colorBorder,
  colorMuted,
  colorSurface,
  colorSurfaceRaised,
  colorText,
} from '../design/color';

// Anchored near the top rather than centred: if its content grows after it opens (a poem
// still on its way), the dialog grows downwards instead of moving up the screen. Its
// scrollbar is asked for by name, in the scheme's muted ink (Firefox drew a near-white one
// inside the dark box).
const dialogCss = css`
  width: min(92vw, 640px);
  max-height: 80vh;
  margin-block: 10vh auto;
  padding: 0;
  scrollbar-color: color-mix(in srgb, ${colorMuted} 45%, transparent) transparent;
  border: 1px solid ${colorBorder};
  border-radius: ${theme.radius.large};
  background: ${colorSurface};
  color: ${colorText};
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
  border: 1px solid ${colorBorder};
  border-radius: 50%;
  background: transparent;
  color: ${colorText};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${colorSurfaceRaised};
  }
`;

// The last paragraph's margin would only add scroll room below the padding: a dialog that
// fits its content would scroll for a few pixels.
const bodyCss = css`
  padding: 0 ${theme.space(6)} ${theme.space(6)};
  overflow-y: auto;
  overscroll-behavior: contain;
  & > :last-child,
  & > :last-child > :last-child {
    margin-bottom: 0;
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

// Below the tablet breakpoint a sheet dialog fills the screen and is itself what scrolls: its
// header and footer stick to its edges and the text scrolls as a page does, with no box of its
// own. The page behind cannot scroll while it is open, nor be reached by a swipe that ends a
// scroll (overscroll-behavior), so it never moves under the reader's thumb.
const PHONE = '@media not all and (min-width: 700px)';

const sheetCss = css`
  ${PHONE} {
    width: 100%;
    max-width: none;
    height: 100%;
    max-height: none;
    margin: 0;
    border: 0;
    border-radius: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
    &[open] {
      display: block;
    }
    & > [data-dialog-part='header'],
    & > [data-dialog-part='footer'] {
      position: sticky;
      z-index: 1;
      background: inherit;
    }
    & > [data-dialog-part='header'] {
      top: 0;
    }
    & > [data-dialog-part='footer'] {
      bottom: 0;
    }
    & > [data-dialog-part='body'] {
      overflow: visible;
    }
  }
`;

const sheetOpenPageCss = css`
  ${PHONE} {
    html:has(dialog[data-sheet][open]) {
      overflow: hidden;
    }
  }
`;

// Outside the scrolling content, so that what it holds (Previous, Next) is always in reach.
const footerCss = css`
  padding: ${theme.space(3)} ${theme.space(6)};
  border-top: 1px solid ${colorBorder};
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const overflows = (element: HTMLElement) => element.scrollHeight > element.clientHeight;

/** Where Tab stops inside the dialog: its controls, and the content itself while it scrolls. */
function tabStops(dialog: HTMLElement, body: HTMLElement | null): HTMLElement[] {
  const stops = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (body && overflows(body) && !stops.includes(body)) stops.push(body);
  return stops.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
}

/**
 * Whether the content overflows its box (a long poem, a small screen): only then is it a tab
 * stop, so keyboard readers can scroll it and non-scrolling content adds no empty stop.
 */
function useScrolls(open: boolean) {
  const body = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = body.current;
    if (!open || !element) return;
    const measure = () => setScrolls(overflows(element));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [open]);
  return { body, scrolls };
}

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra styles for the dialog box (e.g. the red theme). */
  className?: string;
  /** Under the content, always in view (e.g. the way to the next poem). */
  footer?: ReactNode;
  /** On a phone, a full-screen sheet that scrolls as a page, for long reading (a poem). */
  sheetOnPhone?: boolean;
}

/**
 * A modal dialog on the native <dialog>: the page behind is inert and Tab cycles inside,
 * Escape, the close button and a tap outside it close it, the content scrolls inside at most 80% of the
 * viewport height (a sheet on a phone: `sheetOnPhone`), and focus returns to whatever opened
 * it, also when the dialog is removed while open.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  className,
  footer,
  sheetOnPhone = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { body, scrolls } = useScrolls(open);
  const titleId = useId();

  // A modal <dialog> makes the page inert, but browsers still let Tab leave it for their own
  // toolbar; cycle Tab through the dialog's stops instead, so focus never leaves it.
  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    event.preventDefault();
    const stops = tabStops(event.currentTarget, body.current);
    if (stops.length === 0) return;
    const index = stops.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey
      ? (index <= 0 ? stops.length : index) - 1
      : (index + 1) % stops.length;
    stops[next]?.focus();
  };

  // A tap on the backdrop lands on the <dialog> itself, outside its box: it closes the dialog,
  // as Escape does. (A click from the keyboard has no point, and never lands on the <dialog>.)
  const closeOnTapOutside = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (event.target !== dialog || !dialog.open) return;
    const box = dialog.getBoundingClientRect();
    const outside =
      event.clientX < box.left ||
      event.clientX > box.right ||
      event.clientY < box.top ||
      event.clientY > box.bottom;
    if (outside) dialog.close();
  };

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
      // The close event of an Escape that arrives after the dialog was opened again (input
      // goes before other tasks in Chromium): stale.
      if (dialog.open) return;
      opener.current?.focus();
      opener.current = null;
      // The browser closed the <dialog> (Escape) outside React's events. Commit the closed
      // state now: otherwise a keypress that reopens the same entry before React renders is
      // batched with it, the state never changes, and the dialog stays shut.
      flushSync(onClose);
    };
    dialog.addEventListener('close', onNativeClose);
    return () => dialog.removeEventListener('close', onNativeClose);
  }, [onClose]);

  // Removed while open (its address left by Back, as a poem's over the archive): focus goes
  // back to what opened it, as when it closes, unless the page has put it somewhere already.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      const focusLost = !document.activeElement || document.activeElement === document.body;
      if (dialog?.open && focusLost && opener.current?.isConnected) opener.current.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      css={[dialogCss, sheetOnPhone && sheetCss]}
      className={className}
      data-sheet={sheetOnPhone ? '' : undefined}
      onKeyDown={keepTabInside}
      onClick={closeOnTapOutside}
    >
      {open && (
        <>
          {sheetOnPhone && <Global styles={sheetOpenPageCss} />}
          <div css={headerCss} data-dialog-part="header">
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
          <div ref={body} css={bodyCss} tabIndex={scrolls ? 0 : -1} data-dialog-part="body">
            {children}
          </div>
          {footer && (
            <div css={footerCss} data-dialog-part="footer">
              {footer}
            </div>
          )}
        </>
      )}
    </dialog>
  );
}
