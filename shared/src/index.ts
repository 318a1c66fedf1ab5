// The public surface of @site/shared (a federation singleton). Heavy or optional parts live
// behind their own entry points, so the pages that do not use them never download them:
// `@site/shared/likes`, `@site/shared/firebase`, `@site/shared/dialog`, `@site/shared/on-demand`.
export { theme, type SiteTheme } from './theme/theme';
export { SiteThemeProvider } from './theme/site-theme-provider';
export { siteConfig } from './config/site-config';
export { siteEnv, type SiteEnv, type FirebaseWebConfig } from './env/site-env';
export { Tooltip, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './ui/tooltip';
export { FloatingEmoji, randomFloatingEmoji, type FloatingEmojiItem } from './ui/floating-emoji';
export { ComingSoon } from './ui/coming-soon';
export { QuoteFigure } from './ui/quote-figure';
export { SizedImg, type SizedImage } from './ui/sized-image';
export { Page } from './ui/page';
export {
  PageNotFound,
  NotFoundPageProvider,
  isServedNotFound,
  markServedNotFound,
} from './ui/page-not-found';
export {
  PageUnavailable,
  UnavailablePageProvider,
  type UnavailablePageProps,
} from './ui/page-unavailable';
export { lazyNamed } from './ui/lazy-named';
export { afterLoadIdle, FETCH_AHEAD_MARK, loadWhenIdle } from './ui/after-load-idle';
export { LivePart, LIVE_ATTRIBUTE } from './ui/live-part';
export { PageHead, DEFAULT_SHARE_IMAGE, type PageMeta, type PageFeed } from './seo/page-head';
export { absoluteUrl, siteOrigin } from './seo/site-url';
export { authorPerson, book, blogPosting } from './seo/structured-data';
export type { StructuredData, BookFacts, ArticleFacts } from './seo/structured-data';
export { toast, dismissToast, subscribeToasts, TOAST_DEFAULTS } from './toast/toast-store';
export type { Toast, ToastOptions, ToastType, ToastPosition } from './toast/toast-store';
export { Toaster } from './toast/toaster';
// Last: the API report prints a union in the order TypeScript first met its members, and the
// button's props (React's ARIA roles) would reorder PageMeta's `type` if checked before it.
export { Button, ButtonLink, buttonCss, lookOf } from './ui/button';
export type { ButtonLook, ButtonSize, ButtonVariant } from './ui/button';
