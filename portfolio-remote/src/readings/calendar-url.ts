declare const __webpack_public_path__: string | undefined;

/**
 * A built file of this section (a reading's calendar file: static/readings/...) as a URL from
 * the section's own site: the public path its entry was loaded from. In Jest there is no
 * public path; the file's path stays as it is.
 */
export function sectionFileUrl(file: string): string {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  return `${base}${file}`;
}
