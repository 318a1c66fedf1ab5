// The early-taps script (inline/early-taps.js) as it is inlined into prerendered pages, and
// its CSP hash.
import { inlineScript } from './inline-script.js';

const EARLY_TAPS = inlineScript('early-taps.js');

/** The script's text as every prerendered page carries it. */
export const EARLY_TAPS_SCRIPT: string = EARLY_TAPS.script;

/** The CSP source that allows exactly that script. */
export const EARLY_TAPS_CSP_HASH: string = EARLY_TAPS.cspHash;
