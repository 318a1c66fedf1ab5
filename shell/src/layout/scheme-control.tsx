import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { color } from '@site/shared/design/color';
import { Icon, schemeIcon } from '@site/shared/design/icon';
import { useEffect, useId, useState } from 'react';
import { applyScheme, keepScheme, storedScheme, type SchemeChoice } from './color-scheme';

const CHOICES: [SchemeChoice, string][] = [
  ['light', 'Light'],
  ['dark', 'Dark'],
  ['system', 'Same as device'],
];

const buttonCss = css`
  display: grid;
  flex: none;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-left: ${theme.space(2)};
  padding: 0;
  border: 1px solid ${color.border};
  border-radius: ${theme.radius.small};
  background: transparent;
  color: ${color.text};
  cursor: pointer;
  &:hover {
    background: ${color.surface};
  }
`;

// Under the bar, at its right end (where the button is), in the top layer.
const panelCss = css`
  position: fixed;
  inset: calc(${theme.layout.navHeight} + ${theme.space(2)})
    max(${theme.space(4)}, calc((100vw - 1280px) / 2 + ${theme.space(4)})) auto auto;
  margin: 0;
  padding: ${theme.space(2)} ${theme.space(3)} ${theme.space(3)};
  border: 1px solid ${color.border};
  border-radius: ${theme.radius.medium};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${theme.shadow.card};
  legend {
    float: left;
    padding: ${theme.space(2)} ${theme.space(2)} ${theme.space(1)};
    color: ${color.muted};
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
    background: ${color.surfaceRaised};
  }
  input {
    margin: 0;
    accent-color: ${color.accent};
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
 * The header's colour control: a button that opens (as a popover: no code needed to open or
 * close it) three choices, light, dark or the device's, as radio buttons. The choice is kept
 * for every page and visit (./color-scheme.ts); the prerendered page renders the device's
 * checked, and the reader's own once the app runs (the page is already painted in it by the
 * head script). A choice made in another tab applies here too.
 */
export function SchemeControl() {
  const [choice, setChoice] = useState<SchemeChoice>('system');
  const panelId = useId();

  useEffect(() => {
    const sync = () => {
      const stored = storedScheme();
      setChoice(stored);
      // Where no head script ran (a page the prerender did not write), paints it now.
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
    <>
      <button type="button" css={buttonCss} popoverTarget={panelId} aria-label="Colours">
        <Icon path={schemeIcon} size={20} />
      </button>
      <fieldset id={panelId} popover="auto" css={panelCss}>
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
    </>
  );
}
