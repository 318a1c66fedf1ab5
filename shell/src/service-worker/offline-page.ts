import { LIGHT_COLORS } from '@site/shared/theme/light-colors';
import { SCHEME_TOKENS, schemeProperty, type SchemeToken } from '@site/shared/theme/scheme';
import { theme } from '@site/shared/theme/theme';
import { UNAVAILABLE_COPY } from '../unavailable/unavailable-copy';
import type { KeptPageLink } from './kept-pages';

/** Every scheme colour as the site's own variable (`--color-surface-raised`: scheme.ts). */
const paletteProperties = (palette: Record<SchemeToken, string>) =>
  SCHEME_TOKENS.map((token) => `${schemeProperty(token)}: ${palette[token]};`).join(' ');

// The site's colours (both schemes, from the one palette) and type: the page is written here,
// with no script and no request, because there is no network to load the site's own code
// with. It follows the device's scheme; a scheme chosen in the header needs the site's script,
// which this page cannot run (decision 020).
const STYLE = `
  :root { color-scheme: dark; ${paletteProperties(theme.color)} }
  @media (prefers-color-scheme: light) {
    :root { color-scheme: light; ${paletteProperties(LIGHT_COLORS)} }
  }
  body { margin: 0; background: var(--color-background); color: var(--color-text);
    font: 1.0625rem/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
  main { max-width: 40rem; margin: 0 auto; padding: 3rem 1.25rem 4rem; }
  .site { color: var(--color-muted); margin: 0 0 2.5rem; letter-spacing: 0.08em; text-transform: uppercase; font-size: 0.8125rem; }
  h1 { font-family: 'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', serif;
    font-weight: 600; font-size: clamp(2rem, 6vw, 2.75rem); line-height: 1.15; margin: 0 0 1rem; }
  h2 { font-family: 'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', serif;
    font-size: 1.125rem; margin: 2.5rem 0 0.75rem; }
  p { margin: 0 0 1rem; color: var(--color-muted); }
  ul { list-style: none; margin: 0; padding: 0; border-top: 1px solid var(--color-border); }
  li { border-bottom: 1px solid var(--color-border); }
  a { color: var(--color-accent-strong); text-underline-offset: 0.2em; }
  li a { display: block; padding: 0.875rem 0.25rem; text-decoration: none; color: var(--color-text); }
  li a:hover span:first-child { text-decoration: underline; color: var(--color-accent-strong); }
  li a span { display: block; }
  li a .path { color: var(--color-muted); font-size: 0.875rem; }
  a:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; border-radius: 6px; }
  .card { border: 1px solid var(--color-border); border-radius: 20px; background: var(--color-surface); padding: 2rem 1.25rem; }
  @media (min-width: 700px) { .card { padding-inline: 2rem; } }
  .retry { display: inline-block; margin-top: 0.5rem; padding: 0.625rem 1.25rem; border-radius: 999px;
    background: var(--color-accent); color: var(--color-on-accent); font-weight: 600; text-decoration: none; }
`;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** "Home | Mira Ashwood" -> "Mira Ashwood": the site's name, from the pages' own titles. */
export function siteNameOf(links: KeptPageLink[]): string | null {
  for (const { title } of links) {
    const at = title.lastIndexOf(' | ');
    if (at >= 0) return title.slice(at + 3);
  }
  return null;
}

/** The page title without the site's name after it. */
export function pageTitle(link: KeptPageLink, siteName: string | null): string {
  const suffix = siteName ? ` | ${siteName}` : '';
  const title =
    suffix && link.title.endsWith(suffix) ? link.title.slice(0, -suffix.length) : link.title;
  return title || link.path;
}

/** The page for an address never read, while there is no network: says so, lists what is kept. */
export function renderOfflinePage(path: string, links: KeptPageLink[]): string {
  const siteName = siteNameOf(links);
  const { offline, kept, retry } = UNAVAILABLE_COPY;
  const list = links.length
    ? `<h2>${kept.heading}</h2>
<p>${kept.lead}</p>
<ul>${links
        .map(
          (link) =>
            `<li><a href="${escapeHtml(link.path)}"><span>${escapeHtml(pageTitle(link, siteName))}</span><span class="path">${escapeHtml(link.path)}</span></a></li>`,
        )
        .join('')}</ul>`
    : `<h2>${kept.heading}</h2>
<p>${kept.none}</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="${theme.color.background}" media="(prefers-color-scheme: dark)"><meta name="theme-color" content="${LIGHT_COLORS.background}" media="(prefers-color-scheme: light)"><meta name="robots" content="noindex">
<title>${offline.title}${siteName ? ` | ${escapeHtml(siteName)}` : ''}</title>
<style>${STYLE}</style></head><body><main>
${siteName ? `<p class="site">${escapeHtml(siteName)}</p>` : ''}
<section class="card" role="alert" data-unavailable="offline">
<h1>${offline.title}</h1>
<p>${offline.lead}</p>
<p class="path"><code>${escapeHtml(path)}</code></p>
<a class="retry" href="${escapeHtml(path)}">${retry}</a>
${list}
</section>
</main></body></html>`;
}

/** The page as an answer: 503 (the address exists, perhaps, but cannot be had now). */
export function offlinePageResponse(path: string, links: KeptPageLink[]): Response {
  return new Response(renderOfflinePage(path, links), {
    status: 503,
    statusText: 'Offline',
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
