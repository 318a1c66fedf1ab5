// The colour-scheme script (inline/color-scheme.js) as it is inlined into prerendered pages,
// and its CSP hash.
import { inlineScript } from './inline-script.js';

const COLOR_SCHEME = inlineScript('color-scheme.js');

/** The script's text as every prerendered page carries it. */
export const COLOR_SCHEME_SCRIPT: string = COLOR_SCHEME.script;

/** The CSP source that allows exactly that script. */
export const COLOR_SCHEME_CSP_HASH: string = COLOR_SCHEME.cspHash;
