/**
 * The path of an origin-form request target ("/a/b?c=d"), or null when the target is not
 * one. `//x` and `/\x` are refused: a URL parser reads them as another host ("x"), so a
 * path built from them would name something other than what the client wrote. Backslashes
 * are refused anywhere for the same reason (URL parsers turn them into slashes).
 */
export function requestPath(target: string | undefined): string | null {
  if (target === undefined || !target.startsWith('/')) return null;
  if (target.startsWith('//') || target.includes('\\')) return null;
  let pathname: string;
  try {
    pathname = new URL(target, 'http://site.invalid').pathname;
  } catch {
    return null;
  }
  // Dot segments can make one of a sound target ("/.//evil.example/" is "//evil.example/"),
  // which a redirect would send to another host.
  return pathname.startsWith('//') ? null : pathname;
}
