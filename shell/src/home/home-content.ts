/*
 * The words and decorations of the home page (/), apart from the author's own details
 * (name, tagline, biography, quote, addresses), which live in siteConfig
 * (shared/src/config/site-config.ts). Texts the specification fixes are kept exact.
 */
import type { FloatingEmojiItem } from '@site/shared';

export const heroActions = [
  { label: 'Explore Blog', to: '/blog' },
  { label: 'View Portfolio', to: '/portfolio' },
  { label: 'Enter The Red Chapter', to: '/red-page' },
] as const;

export const bioCopy = { heading: 'About Me' } as const;

/** Above the newest post and the newest poem (the blog and the Red section draw them). */
export const newestWritingCopy = {
  heading: 'New Writing',
  /** Beneath the hero's buttons: on a phone the newest post and poem are a screen or two down. */
  jump: 'Read the newest post and poem',
} as const;

export const doorCopy = {
  caption: 'The Next Era Awaits',
  /** The door button's accessible name. */
  buttonLabel: 'Knock on the door to the next era',
  message: 'Coming Soon',
} as const;

export const quoteCopy = { heading: 'In my own words' } as const;

export const redArchiveInvite = {
  tooltip: 'Enter the Red Archive',
  to: '/red-archive',
  icons: [
    { emoji: '🌹', label: 'Rose: enter the Red Archive' },
    { emoji: '💄', label: 'Lipstick: enter the Red Archive' },
    { emoji: '❤️', label: 'Heart: enter the Red Archive' },
  ],
} as const;

export const newsletterCopy = {
  heading: 'Letters from My Desk',
  intro:
    'A short note once a month: new chapters, poems that did not make the books, and readings near you. No spam, ever.',
  loading: 'Loading the sign-up form…',
  unavailable: 'The newsletter sign-up is not available right now.',
  /** Where the site has no form to sign up with (Hosting without a form builder). */
  noForm: 'This site takes no sign-ups through a form yet.',
  /** Followed by the author's e-mail address as a link. */
  mailtoLead: 'Write to me at',
  mailtoTail: 'and I will add you to the list myself.',
  label: 'Your e-mail address',
  submit: 'Sign up',
  sending: 'Signing you up…',
  invalid: 'Enter your e-mail address, like name@example.com.',
  failed: 'The sign-up did not go through. Check your connection and try again.',
} as const;

/** The feeds under the sign-up (follow-feeds.tsx). */
export const feedCopy = {
  lead: 'Or follow in a feed reader:',
  rss: 'all posts and poems (RSS)',
  json: 'JSON Feed',
  blog: 'the blog only',
  redArchive: 'the Red Archive only',
} as const;

/**
 * Six decorative emoji drifting at the page edges: three left, three right. Offsets and
 * sizes keep them inside the page's side padding, so they never sit on top of text.
 */
export const homeFloatingEmoji: readonly FloatingEmojiItem[] = [
  { emoji: '📚', top: '3%', left: '2px', delay: 0, size: 1.05 },
  { emoji: '✒️', top: '34%', left: '2px', delay: 1.5, size: 1 },
  { emoji: '🌙', top: '68%', left: '2px', delay: 3, size: 1.05 },
  { emoji: '🕯️', top: '10%', right: '2px', delay: 0.8, size: 1.05 },
  { emoji: '📜', top: '46%', right: '2px', delay: 2.2, size: 1 },
  { emoji: '🦋', top: '82%', right: '2px', delay: 3.6, size: 1.05 },
];
