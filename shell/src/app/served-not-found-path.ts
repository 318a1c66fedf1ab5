/**
 * The address the server answered with the 404 page (its HTML is prerendered for /404), if
 * this document is one. Every page of the site is prerendered with its section's release
 * (decision 007), so the server's answer is the truth for that address: the app shows the
 * 404 page there without asking a section, which would only fetch its data to find nothing.
 */
let servedNotFoundPath: string | null = null;

export function markServedNotFound(pathname: string): void {
  servedNotFoundPath = pathname.replace(/\/+$/, '') || '/';
}

export function servedNotFound(): string | null {
  return servedNotFoundPath;
}
