import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  mtimeMs: number;
  variants: Partial<Record<Encoding, Buffer>>;
}

/**
 * Compresses each file once per version (path + mtime) and keeps the result, so a busy
 * server pays brotli's cost once, not per request.
 */
export class CompressedCache {
  private readonly entries = new Map<string, Entry>();

  get(filePath: string, mtimeMs: number, body: Buffer, encoding: Encoding): Buffer {
    if (encoding === 'identity') return body;
    let entry = this.entries.get(filePath);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      entry = { mtimeMs, variants: {} };
      this.entries.set(filePath, entry);
    }
    const cached = entry.variants[encoding];
    if (cached) return cached;
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 9,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipSync(body, { level: 9 });
    entry.variants[encoding] = compressed;
    return compressed;
  }
}

/** Picks the best encoding the client accepts. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}
