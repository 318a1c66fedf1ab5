// The site's icon files, at its root (made by site-icons-plugin.mjs; named by the feeds,
// scripts/prerender/site-feeds.mjs, and the page's head, shell/index.html).
export const SITE_ICON_FILES = {
  ico: 'favicon.ico',
  appleTouch: 'apple-touch-icon.png',
  large: 'icon-512.png',
  small: 'icon-64.png',
};

/** Each PNG's width and height, in pixels (square). */
export const SITE_ICON_SIZES = { appleTouch: 180, large: 512, small: 64 };
