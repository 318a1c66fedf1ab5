// The bytes a server sends for a URL to a client that accepts only gzip: the response body
// exactly as it comes off the wire (no decoding), so it is the server's own compression.
import http from 'node:http';

const cache = new Map();

export function gzipWireSize(url) {
  if (!cache.has(url)) {
    cache.set(
      url,
      new Promise((resolve, reject) => {
        http
          .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
            let bytes = 0;
            response.on('data', (chunk) => (bytes += chunk.length));
            response.on('end', () => resolve(bytes));
            response.on('error', reject);
          })
          .on('error', reject);
      }),
    );
  }
  return cache.get(url);
}
