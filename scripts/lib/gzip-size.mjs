// @ts-check
// The bytes a server sends for a URL to a client that accepts only gzip: the response body
// exactly as it comes off the socket (not decoded), so it is the server's own compression.
// The one measure of JS bytes for the budgets test, the bench and `npm run measure`.
import http from 'node:http';

/**
 * @param {string} url
 * @returns {Promise<number>}
 */
export function gzipWireSize(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
