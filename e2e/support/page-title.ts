import { siteConfig } from './content.js';

/** `text` as a regular expression that matches it literally (author text holds any mark). */
export function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A document title as `Page` writes it: the page's own title, then the author's name. */
export function pageTitle(title: string): RegExp {
  return new RegExp(`^${literally(title)} \\| ${literally(siteConfig.authorName)}$`);
}
