/**
 * The shell<->remote contract's version: what an exposed module's shape and the rules of
 * docs/contract.md mean. Every exposed module exports it; the shell refuses a module whose
 * `contractVersion` differs (its served page stays). Adding an exposed module or a history
 * state is additive and keeps it; changing what a module exports bumps it.
 */
export const CONTRACT_VERSION = 1;
