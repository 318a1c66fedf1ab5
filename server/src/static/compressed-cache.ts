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
  // "br;q=0" refuses br: an encoding counts only with a weight above 0 (RFC 9110 12.5.3).
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding): number => weights.get(name) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return 'identity';
}
