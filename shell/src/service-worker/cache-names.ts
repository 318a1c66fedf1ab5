// The worker's caches. A name changes only when what a cache holds changes shape; the
// activate step deletes every other cache of the site.

/** Pages read (HTML), newest last. */
export const PAGES_CACHE = 'site-pages-v1';
/** Content-hashed files of every site (they never change under their name), and the shell's precache. */
export const FILES_CACHE = 'site-files-v1';
/** The last runtime manifest and section entries that worked together (release-set.ts). */
export const RELEASE_CACHE = 'site-release-v1';

export const SITE_CACHES = [PAGES_CACHE, FILES_CACHE, RELEASE_CACHE];
