import { statSync } from 'node:fs';

export interface StoreWatch {
  /**
   * Null while `file` is still the store this server opened; else why it is not (one line).
   * `content: false` skips the read of the file's content, for checks that a commit's own
   * (LikesDb, before and after each write) follows anyway.
   */
  problem(options?: { content: boolean }): string | null;
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
 * stat() a call, microseconds, which a like's commit (an fsync) dwarfs. A file copied over
 * the store (cp keeps the inode) is told by its content: `overwritten` (LikesDb.fileReplaced,
 * one read of a page, ~10 µs).
 */
export function watchStoreFile(file: string, overwritten: () => boolean): StoreWatch {
  const opened = identity(file);
  const restart =
    'Stop the server, then put the store back or restore a backup (npm run likes:restore -- BACKUP_FILE); the server creates no empty store unless started with LIKES_CREATE_STORE=1.';
  return {
    problem({ content } = { content: true }) {
      const now = identity(file);
      if (now !== opened) {
        const what = now === null ? 'was deleted or moved' : 'was replaced by another file';
        return `Likes: the store ${file} (LIKES_DB_FILE) ${what} while the server ran; likes are answered 503 so that none is stored where it would be lost. ${restart}`;
      }
      if (content && overwritten()) {
        return `Likes: the store ${file} (LIKES_DB_FILE) was overwritten while the server ran (another store's content copied over it, as cp does); likes are answered 503 and nothing more is written into that file, so that no like is acknowledged into a store the next start would not serve. Stop the server: the next start refuses the write-ahead log left beside the copy and says how to move it away. To restore a backup, stop the server first and run npm run likes:restore -- BACKUP_FILE.`;
      }
      return null;
    },
  };
}
