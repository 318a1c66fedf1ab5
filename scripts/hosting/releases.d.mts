export const RELEASES_FILE: string;
/** Files under static/ of a folder, as site paths ('static/js/x.js'). */
export function hashedFiles(dir: string): string[];
/** A release is named by its remoteEntry.js: same entry, same release. */
export function releaseId(dir: string): string;
