import { readFileSync } from 'node:fs';

/** The process's limit on open files (Linux: /proc/self/limits), or null where unknown. */
export function openFileLimit(limitsFile = '/proc/self/limits'): number | null {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((candidate) => candidate.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    if (soft === undefined || soft === 'unlimited') return null;
    const value = Number(soft);
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * How many live-count streams the server holds at most by default: a quarter of the
 * descriptors (each stream is one), so pages and likes keep the rest of the connections,
 * and never more than 5,000 (~16 KB of memory each).
 */
export function defaultMaxStreams(limit = openFileLimit()): number {
  if (limit === null) return 1000;
  return Math.max(16, Math.min(5000, Math.floor(limit / 4)));
}

/**
 * How many connections the server holds at most by default (streams included): three
 * quarters of the descriptors, so the last quarter stays for what else needs one (files
 * being read, the store, lingering refusals) and a flood of connections meets a refusal
 * instead of a process that cannot open anything. At most 10,000 (memory, not descriptors,
 * is then the bound).
 */
export function defaultMaxConnections(limit = openFileLimit()): number {
  if (limit === null) return 2000;
  return Math.max(16, Math.min(10_000, Math.floor((limit * 3) / 4)));
}
