import { Global, css } from '@emotion/react';
import { colorAccentStrong, colorBackground, colorFocus, colorText } from '../design/color';
import { LIGHT_COLORS } from './light-colors';
import { SCHEME_TOKENS, schemeProperty, type SchemeToken } from './scheme';
import { theme } from './theme';

// Each scheme colour as light-dark(light, dark): the element's color-scheme picks one, so
// `:root`'s (the reader's choice, else the system's) paints the site, and a band that sets
// `color-scheme: dark` (the Red Chapter) stays dark inside. A browser without light-dark()
// skips the block and keeps the dark site (the variables' fallbacks).
const schemeProperties = SCHEME_TOKENS.map(
  (token) => `${schemeProperty(token)}: light-dark(${LIGHT_COLORS[token]}, ${theme.color[token]});`,
).join('');

// The design layer's tone variables (../design/tone.tsx) take the scheme's colours here, once,
// rather than in every chunk that paints with them; a band (redTone) sets its own over these.
const TONES: [string, SchemeToken][] = [
  ['text', 'text'],
  ['muted', 'muted'],
  ['accent', 'accent'],
  ['link', 'accentStrong'],
  ['surface', 'surface'],
  ['border', 'border'],
  ['meta', 'gold'],
];
const toneProperties = TONES.map(
  ([tone, token]) => `--tone-${tone}: var(${schemeProperty(token)});`,
).join('');

const globalCss = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    color-scheme: dark;
  }
  @supports (color: light-dark(#000, #fff)) {
    :root {
      color-scheme: light dark;
      ${schemeProperties}
      ${toneProperties}
    }
    :root[data-scheme='light'] {
      color-scheme: light;
    }
    :root[data-scheme='dark'] {
      color-scheme: dark;
    }
  }
  html {
    -webkit-text-size-adjust: 100%;
    /* What focus or a #fragment scrolls into view stops below the fixed top bar, not under it. */
    scroll-padding-top: calc(${theme.layout.navHeight} + ${theme.space(4)});
  }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${colorBackground};
    color: ${colorText};
    font-family: ${theme.font.sans};
    font-size: 1.0625rem;
    line-height: 1.65;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${theme.font.serif};
    line-height: 1.2;
    margin: 0 0 0.5em;
    text-wrap: balance;
  }
  p {
    margin: 0 0 1em;
  }
  a {
    color: ${colorAccentStrong};
  }
  img,
  svg {
    max-width: 100%;
    height: auto;
  }
  :focus-visible {
    outline: 3px solid ${colorFocus};
    outline-offset: 3px;
    border-radius: 4px;
  }
  button {
    font: inherit;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  ${theme.motion.reduce} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
