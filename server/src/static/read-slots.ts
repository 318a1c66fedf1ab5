import { readFile } from 'node:fs/promises';

export interface ReadSlots {
  /** Reads the whole file once one of the slots is free. */
  read(filePath: string): Promise<Buffer>;
}

/**
 * At most `limit` files open for reading at once; other reads wait their turn. Each read
 * holds a descriptor from open to close, so hundreds of pages requested together would
 * otherwise open hundreds of files beside their sockets, and past the process's
 * descriptor limit every read fails (EMFILE: answered 500).
 */
export function createReadSlots(
  limit: number,
  readWhole: (filePath: string) => Promise<Buffer> = readFile,
): ReadSlots {
  let active = 0;
  const queue: (() => void)[] = [];

  async function acquire(): Promise<void> {
    if (active < limit) {
      active += 1;
      return;
    }
    // The slot is handed over by release(), so `active` is unchanged.
    await new Promise<void>((resolve) => queue.push(resolve));
  }

  function release(): void {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  }

  return {
    async read(filePath) {
      await acquire();
      try {
        return await readWhole(filePath);
      } finally {
        release();
      }
    },
  };
}
