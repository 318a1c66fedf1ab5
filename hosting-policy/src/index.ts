// The package's one entry: the policy both the local server and the Hosting config use.
export * from './color-scheme.js';
export * from './early-taps.js';
export * from './policy.js';
export * from './releases.js';
export * from './topology.js';
