import { css } from '@emotion/react';
import { theme } from '@site/shared';
import {
  colorAccent,
  colorMuted,
  colorSurface,
  colorSurfaceRaised,
} from '@site/shared/design/color';
import { floatingPanelCss } from '@site/shared/design/floating-panel';
import { useEffect, useRef, useState } from 'react';
import { applyScheme, keepScheme, storedScheme, type SchemeChoice } from './color-scheme';

const CHOICES: [SchemeChoice, string][] = [
  ['light', 'Light'],
  ['dark', 'Dark'],
  ['system', 'Same as device'],
];

// Under the bar, at its right end (where the button is), in the top layer.
const panelCss = css`
  position: fixed;
  inset: calc(${theme.layout.navHeight} + ${theme.space(2)})
    max(${theme.space(4)}, calc((100vw - 1280px) / 2 + ${theme.space(4)})) auto auto;
  margin: 0;
  ${floatingPanelCss};
  padding: ${theme.space(2)} ${theme.space(3)} ${theme.space(3)};
  /* Its choices are raised when pointed at or chosen: the panel itself is the surface. */
  background: ${colorSurface};
  legend {
    float: left;
    padding: ${theme.space(2)} ${theme.space(2)} ${theme.space(1)};
    color: ${colorMuted};
    font-size: 0.875rem;
  }
  label {
    clear: left;
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    min-height: 44px;
    padding: 0 ${theme.space(3)} 0 ${theme.space(2)};
    border-radius: ${theme.radius.small};
    cursor: pointer;
  }
  label:hover {
    background: ${colorSurfaceRaised};
  }
  input {
    margin: 0;
    accent-color: ${colorAccent};
  }
`;

/** The new scheme at once, cross-faded unless the reader asks for less motion. */
function repaint(change: () => void) {
  if (!document.startViewTransition || matchMedia('(prefers-reduced-motion: reduce)').matches) {
    change();
  } else {
    document.startViewTransition(change);
  }
}

/**
 * The three choices of the header's colour control, light, dark or the device's, as radio
 * buttons in a popover (opened and closed by its button and the browser: Escape, a click
 * elsewhere). Fetched when the reader reaches for the control (./scheme-control.tsx). The
 * choice is kept for every page and visit (./color-scheme.ts); one made in another tab
 * applies here too.
 */
export function SchemeChoices({ id, open }: { id: string; open: boolean }) {
  const [choice, setChoice] = useState(storedScheme);
  const panel = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    if (open) panel.current?.showPopover?.();
  }, [open]);

  useEffect(() => {
    const sync = () => {
      const stored = storedScheme();
      setChoice(stored);
      // Also where no head script ran (a page the prerender did not write).
      applyScheme(stored);
    };
    sync();
    window.addEventListener('storage', sync);
    return () => window.removeEventListener('storage', sync);
  }, []);

  const choose = (next: SchemeChoice) => {
    setChoice(next);
    keepScheme(next);
    repaint(() => applyScheme(next));
  };

  return (
    <fieldset id={id} ref={panel} popover="auto" css={panelCss}>
      <legend>Colours</legend>
      {CHOICES.map(([value, label]) => (
        <label key={value}>
          <input
            type="radio"
            name="color-scheme"
            value={value}
            checked={choice === value}
            onChange={() => choose(value)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
