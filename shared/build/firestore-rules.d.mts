export const RECEIPT_MAX_DAYS: number;
export const MAX_SHARDS: number;
export function readShardCount(env?: Record<string, string | undefined>): number;
export function renderFirestoreRules(options: {
  postIds: readonly string[];
  shards?: number;
}): string;
