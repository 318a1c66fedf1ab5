import { css } from '@emotion/react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { theme } from '../theme/theme';
import {
  dismissToast,
  subscribeToasts,
  TOAST_DEFAULTS,
  type Toast,
  type ToastPosition,
} from './toast-store';
import { colorMuted } from '../design/color';
import { floatingPanelCss } from '../design/floating-panel';

const regionCss = css`
  position: fixed;
  z-index: 50;
  display: flex;
  flex-direction: column;
  gap: ${TOAST_DEFAULTS.gap}px;
  width: min(${TOAST_DEFAULTS.width}px, calc(100vw - 32px));
  margin: 0;
  padding: 0;
  list-style: none;
  &:empty {
    display: none;
  }
`;

/** Where each region sits on the screen. */
const PLACEMENT: Record<ToastPosition, CSSProperties> = {
  'top-left': { top: 16, left: 16 },
  'top-center': { top: 16, left: '50%', transform: 'translateX(-50%)' },
  'top-right': { top: 16, right: 16 },
  'bottom-left': { bottom: 16, left: 16 },
  'bottom-center': { bottom: 16, left: '50%', transform: 'translateX(-50%)' },
  'bottom-right': { bottom: 16, right: 16 },
};

const ICON: Record<Toast['type'], string> = {
  success: '✓',
  info: 'ℹ',
  warning: '!',
  error: '✕',
  loading: '…',
};

const toastCss = css`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${theme.space(3)};
  align-items: start;
  ${floatingPanelCss};
  padding: ${theme.space(3)} ${theme.space(4)};
  strong {
    display: block;
  }
  p {
    margin: 0;
    color: ${colorMuted};
    font-size: 0.9rem;
  }
  button {
    border: 0;
    background: transparent;
    color: ${colorMuted};
    cursor: pointer;
    min-width: 32px;
    min-height: 32px;
  }
`;

function ToastItem({ item }: { item: Toast }) {
  useEffect(() => {
    if (!Number.isFinite(item.duration)) return;
    const timer = setTimeout(() => dismissToast(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration]);

  return (
    <li css={toastCss} role={item.type === 'error' ? 'alert' : 'status'} data-type={item.type}>
      <span aria-hidden="true">{ICON[item.type]}</span>
      <div>
        <strong>{item.title}</strong>
        {item.description && <p>{item.description}</p>}
      </div>
      {item.dismissible && (
        <button
          type="button"
          aria-label="Dismiss notification"
          onClick={() => dismissToast(item.id)}
        >
          ×
        </button>
      )}
    </li>
  );
}

/** The newest toasts of each position, at most TOAST_DEFAULTS.visible per position. */
function byPosition(items: readonly Toast[]): [ToastPosition, Toast[]][] {
  const groups = new Map<ToastPosition, Toast[]>();
  for (const item of items) groups.set(item.position, [...(groups.get(item.position) ?? []), item]);
  return [...groups].map(([position, group]) => [position, group.slice(-TOAST_DEFAULTS.visible)]);
}

/**
 * Renders the queue: per position, the newest three toasts in a labelled region; Alt+T moves
 * focus to the toasts so keyboard users can reach a toast's dismiss button.
 */
export function Toaster() {
  const [items, setItems] = useState<readonly Toast[]>([]);
  const regions = useRef<HTMLElement>(null);

  useEffect(() => subscribeToasts(setItems), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.key.toLowerCase() === 't') {
        regions.current?.querySelector<HTMLOListElement>('ol')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section ref={regions} aria-label="Notifications (Alt+T)">
      {byPosition(items).map(([position, group]) => (
        <ol
          key={position}
          tabIndex={-1}
          css={regionCss}
          style={PLACEMENT[position]}
          data-position={position}
        >
          {group.map((item) => (
            <ToastItem key={item.id} item={item} />
          ))}
        </ol>
      ))}
    </section>
  );
}
