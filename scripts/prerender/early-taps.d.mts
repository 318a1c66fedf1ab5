export const EARLY_TAPS_SCRIPT: string;
export const EARLY_TAPS_CSP_HASH: string;
