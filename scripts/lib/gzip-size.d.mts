// Types for gzip-size.mjs, for the TypeScript that imports it (e2e/tests/budgets.spec.ts).
export function gzipWireSize(url: string): Promise<number>;
