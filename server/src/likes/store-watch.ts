import { statSync } from 'node:fs';

export interface StoreWatch {
  /** Null while `file` is still the store this server opened; else why it is not (one line). */
  problem(): string | null;
}

function identity(file: string): string | null {
  try {
    const stats = statSync(file);
    return `${stats.dev}:${stats.ino}`;
  } catch {
    return null;
  }
}

/**
 * Notices a store deleted or replaced under a running server. SQLite keeps writing to the
 * file it opened, deleted or not, so likes would be answered 200 into a file nobody can
 * open again and the next start would find nothing: a like must be refused instead. One
 * stat() a call, microseconds, which a like's commit (an fsync) dwarfs.
 */
export function watchStoreFile(file: string): StoreWatch {
  const opened = identity(file);
  return {
    problem() {
      const now = identity(file);
      if (now === opened) return null;
      const what = now === null ? 'was deleted or moved' : 'was replaced by another file';
      return `Likes: the store ${file} (LIKES_DB_FILE) ${what} while the server ran; likes are answered 503 so that none is stored where it would be lost. Stop the server, then put the store back or restore a backup (npm run likes:restore -- BACKUP_FILE); the server creates no empty store unless started with LIKES_CREATE_STORE=1.`;
    },
  };
}
