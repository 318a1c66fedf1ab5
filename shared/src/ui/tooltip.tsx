import { css } from '@emotion/react';
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { theme } from '../theme/theme';
import { colorBackground, colorText } from '../design/color';

/** Delay before the first tooltip shows. */
export const TOOLTIP_DELAY_MS = 700;
/** Within this time after a tooltip hid, the next one shows at once (moving along a row). */
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastHiddenAt = 0;

const bubble = css`
  position: absolute;
  left: 50%;
  bottom: calc(100% + 10px);
  transform: translateX(-50%);
  padding: 6px 10px;
  border-radius: ${theme.radius.small};
  background: ${colorText};
  color: ${colorBackground};
  font-size: 0.875rem;
  white-space: nowrap;
  pointer-events: none;
  z-index: 20;
`;

/**
 * A label shown on hover and keyboard focus, given to screen readers as the trigger's
 * description, dismissed with Escape.
 */
export function Tooltip({
  label,
  children,
}: {
  label: string;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      lastHiddenAt = Date.now();
    };
  }, [open]);

  const show = () => {
    clearTimeout(timer.current);
    if (Date.now() - lastHiddenAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    <span
      css={{ position: 'relative', display: 'inline-flex' }}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span id={id} role="tooltip" css={bubble} hidden={!open}>
        {label}
      </span>
    </span>
  );
}
