// What an author may write in a content file's Markdown: the elements writing needs
// (emphasis, links, images, figures, lists, quotes, tables, line breaks, headings, code) and
// their plain attributes. Anything else raw HTML can do to a reader (a <meta> refresh to
// another site, a form over the page asking for a password, a frame, a script, an event
// handler, a javascript: link, a style that lays a box over the page) fails the build with
// the file and the line, instead of reaching readers. The CSP stops scripts; it does not
// stop a meta refresh, a form or an overlay. docs/content-editing-blog.md lists the set.
const { marked } = require('marked');

/** Elements an author may write as HTML inside Markdown (lower case). */
const ELEMENTS = new Set(
  (
    'a abbr b blockquote br caption cite code dd del details dfn dl dt em figcaption figure ' +
    'h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p picture pre q s samp small source span ' +
    'strong sub summary sup table tbody td tfoot th thead time tr u ul var wbr div'
  ).split(' '),
);

/** Attributes any allowed element may carry. */
const GLOBAL_ATTRIBUTES = new Set(['class', 'id', 'title', 'lang', 'dir', 'style']);
/** Attributes of particular elements. */
const ELEMENT_ATTRIBUTES = {
  a: ['href', 'rel', 'hreflang'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding', 'srcset', 'sizes'],
  source: ['srcset', 'sizes', 'type', 'media'],
  td: ['colspan', 'rowspan', 'align'],
  th: ['colspan', 'rowspan', 'align', 'scope'],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  blockquote: ['cite'],
  q: ['cite'],
  del: ['cite', 'datetime'],
  ins: ['cite', 'datetime'],
  time: ['datetime'],
  details: ['open'],
};
/** Attributes whose value is a URL (or, for srcset, URLs). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite', 'srcset']);
/** Schemes a link or an image may use; a URL without a scheme (relative, #anchor) is fine. */
const SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** CSS properties that take a box out of the text to lay it over the page. */
const PLACING_PROPERTIES =
  /(^|;)\s*(position|inset[\w-]*|top|right|bottom|left|z-index|transform|translate)\s*:/i;

/** Decodes the character references a browser would, so `&#106;avascript:` is seen. */
function decodeEntities(value) {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
}

/** Why a URL is not allowed, or null. */
function urlProblem(raw) {
  // Browsers drop whitespace and control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined || SCHEMES.has(scheme)) return null;
  return `a ${scheme}: URL (links and images may use http, https, mailto and tel, or a path)`;
}

// A tag as a browser reads it: quoted values may hold ">", and "/" separates attributes
// as a space does (<img/src=x/onerror=...>).
const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>?/g;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The problems of the HTML in `html` (a raw HTML token's text): one message each. */
function htmlProblems(html) {
  const problems = [];
  for (const [, closing, rawName, attributes] of html.matchAll(TAG)) {
    const name = rawName.toLowerCase();
    if (closing) continue; // Its opening tag says what is wrong, once.
    if (!ELEMENTS.has(name)) {
      problems.push(`<${name}> is not allowed`);
      continue;
    }
    const spaced = attributes.replace(/\/(?=(?:[^"']|"[^"]*"|'[^']*')*$)/g, ' ');
    for (const [, rawAttribute, double, single, bare] of spaced.matchAll(ATTRIBUTE)) {
      const attribute = rawAttribute.toLowerCase();
      const value = double ?? single ?? bare ?? '';
      if (attribute.startsWith('on')) {
        problems.push(`the event handler ${attribute} on <${name}> is not allowed`);
      } else if (
        !GLOBAL_ATTRIBUTES.has(attribute) &&
        !ELEMENT_ATTRIBUTES[name]?.includes(attribute)
      ) {
        problems.push(`the attribute ${attribute} on <${name}> is not allowed`);
      } else if (attribute === 'style' && PLACING_PROPERTIES.test(decodeEntities(value))) {
        problems.push(
          `a style that places <${name}> over the page (${value.trim()}) is not allowed`,
        );
      } else if (URL_ATTRIBUTES.has(attribute)) {
        const urls =
          attribute === 'srcset'
            ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
            : [value];
        for (const url of urls) {
          const why = urlProblem(url);
          if (why) problems.push(`${attribute} on <${name}> is ${why}`);
        }
      }
    }
  }
  // A comment is harmless, but an unclosed tag or a declaration (<!DOCTYPE>, <![CDATA[) is not writing.
  if (/<![^-]|<\?/.test(html))
    problems.push('a declaration or processing instruction is not allowed');
  return problems;
}

/** The problems of one Markdown token itself (its children are walked apart). */
function tokenProblems(token) {
  if (token.type === 'html') return htmlProblems(token.raw);
  if ((token.type === 'link' || token.type === 'image') && typeof token.href === 'string') {
    const why = urlProblem(token.href);
    return why ? [`the ${token.type} to ${JSON.stringify(token.href)} is ${why}`] : [];
  }
  return [];
}

function childrenOf(token) {
  const children = [];
  if (Array.isArray(token.tokens)) children.push(...token.tokens);
  if (Array.isArray(token.items)) children.push(...token.items);
  if (Array.isArray(token.header)) children.push(...token.header);
  if (Array.isArray(token.rows)) for (const row of token.rows) children.push(...row);
  return children;
}

/**
 * Every forbidden thing in a Markdown body, with the line of the file it is on
 * (`firstLine`: the file's line of the body's first line).
 * @returns {{ line: number, problem: string }[]}
 */
function authorHtmlProblems(body, firstLine = 1) {
  const found = [];
  const lineAt = (offset) => firstLine + (body.slice(0, offset).match(/\n/g)?.length ?? 0);
  // Each token's text is found in the body after the one before it, inside its parent's.
  function walk(tokens, from) {
    let cursor = from;
    for (const token of tokens) {
      const raw = typeof token.raw === 'string' ? token.raw : '';
      const at = raw ? body.indexOf(raw, cursor) : -1;
      const offset = at === -1 ? cursor : at;
      for (const problem of tokenProblems(token)) found.push({ line: lineAt(offset), problem });
      walk(childrenOf(token), offset);
      if (at !== -1) cursor = at + raw.length;
    }
  }
  walk(marked.lexer(body, { gfm: true }), 0);
  return found;
}

module.exports = { authorHtmlProblems, ELEMENTS };
