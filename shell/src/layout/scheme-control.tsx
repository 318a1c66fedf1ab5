import { Icon, schemeIcon } from '@site/shared/design/icon';
import { useEffect, useId, useState } from 'react';
import { SCHEME_KEY } from './scheme-key';
import { headerControlCss } from './header-control-css';
import type { SchemeChoices as Choices } from './scheme-choices';

type Loaded = { Choices: typeof Choices; open: boolean };

const load = () => import(/* webpackChunkName: "scheme-choices" */ './scheme-choices');

/**
 * The header's colour control: a labelled button whose choices (light, dark, the device's:
 * ./scheme-choices.tsx) are fetched when the reader points at it, focuses or taps it, and
 * open with the tap; a few hundred bytes before that. The page is already painted in the
 * reader's scheme by the head script (hosting-policy/inline/color-scheme.js); where there was
 * none (a page the prerender did not write) and a choice is kept, the choices come at once to
 * paint it.
 */
export function SchemeControl() {
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const fetchChoices = (open: boolean) =>
    load().then(
      ({ SchemeChoices }) =>
        setLoaded((shown) =>
          shown ? { ...shown, open: shown.open || open } : { Choices: SchemeChoices, open },
        ),
      // Without its code (offline), the control does nothing; the page keeps its scheme.
      () => undefined,
    );

  useEffect(() => {
    try {
      if (!document.documentElement.dataset.scheme && localStorage.getItem(SCHEME_KEY)) {
        void fetchChoices(false);
      }
    } catch {
      // Storage refused: the system's scheme, already painted.
    }
  }, []);

  return (
    <>
      <button
        type="button"
        css={headerControlCss}
        popoverTarget={id}
        aria-label="Colours"
        onPointerEnter={() => void fetchChoices(false)}
        onFocus={() => void fetchChoices(false)}
        // The first tap before its choices are here opens them once they are.
        onClick={() => {
          if (!loaded) void fetchChoices(true);
        }}
      >
        <Icon path={schemeIcon} size={20} />
      </button>
      {loaded && <loaded.Choices id={id} open={loaded.open} />}
    </>
  );
}
