// What an author may write in a content file's Markdown: the elements writing needs
// (emphasis, links, images, figures, lists, quotes, tables, line breaks, headings, code) and
// their plain attributes. Anything else raw HTML can do to a reader (a <meta> refresh to
// another site, a form over the page asking for a password, a frame, a script, an event
// handler, a javascript: link, a style that lays a box over the page, the site's own class
// names) fails the build with the file and the line, instead of reaching readers. The CSP
// stops scripts; it does not stop a meta refresh, a form or an overlay.
// docs/content-editing-blog.md lists the set.
const { decodeHTMLAttribute } = require('entities');
const { marked } = require('marked');
const { siteClassesIn } = require('./author-class.cjs');
const { styleProblems } = require('./author-css.cjs');

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
/** Why a URL is not allowed, or null. */
function urlProblem(raw) {
  // Browsers drop whitespace and control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const url = decodeHTMLAttribute(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined || SCHEMES.has(scheme)) return null;
  return `a ${scheme}: URL (links and images may use http, https, mailto and tel, or a path)`;
}

// A tag as a browser reads it: quoted values may hold ">", and "/" separates attributes
// as a space does (<img/src=x/onerror=...>).
const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>?/g;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/**
 * The problems of one attribute of an allowed element, each with its index in `value` when
 * it is known (a style's declaration) and the attribute stands for it otherwise.
 * @returns {{ at?: number, problem: string }[]}
 */
function attributeProblems(element, attribute, value) {
  if (attribute.startsWith('on')) {
    return [{ problem: `the event handler ${attribute} on <${element}> is not allowed` }];
  }
  if (!GLOBAL_ATTRIBUTES.has(attribute) && !ELEMENT_ATTRIBUTES[element]?.includes(attribute)) {
    return [{ problem: `the attribute ${attribute} on <${element}> is not allowed` }];
  }
  // The value as the browser sees it: `&#58;`, `&colon;` and `&ast;` are what they stand for.
  const decoded = decodeHTMLAttribute(value);
  if (attribute === 'style') {
    // An index in the decoded value is one in the written value only if nothing was decoded.
    const exact = decoded === value;
    return styleProblems(decoded, element).map(({ at, problem }) => ({
      at: exact ? at : undefined,
      problem,
    }));
  }
  if (attribute === 'class') {
    return siteClassesIn(decoded).map((name) => ({
      problem: `the class ${name} on <${element}> is one of the site's own, whose rules can place a box over the page (name your own)`,
    }));
  }
  if (!URL_ATTRIBUTES.has(attribute)) return [];
  const urls =
    attribute === 'srcset'
      ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
      : [value];
  return urls.flatMap((url) => {
    const why = urlProblem(url);
    return why ? [{ problem: `${attribute} on <${element}> is ${why}` }] : [];
  });
}

/**
 * The problems of the HTML in `html` (a raw HTML token's text): one message each, with its
 * index in `html` (the tag's, the attribute's or, in a style, the declaration's).
 * @returns {{ at: number, problem: string }[]}
 */
function htmlProblems(html) {
  const problems = [];
  for (const tag of html.matchAll(TAG)) {
    const [, closing, rawName, attributes] = tag;
    const name = rawName.toLowerCase();
    if (closing) continue; // Its opening tag says what is wrong, once.
    if (!ELEMENTS.has(name)) {
      problems.push({ at: tag.index, problem: `<${name}> is not allowed` });
      continue;
    }
    const attributesAt = tag.index + 1 + rawName.length;
    // "/" becomes a space outside quotes: the same length, so indices still hold.
    const spaced = attributes.replace(/\/(?=(?:[^"']|"[^"]*"|'[^']*')*$)/g, ' ');
    for (const match of spaced.matchAll(ATTRIBUTE)) {
      const [written, rawAttribute, double, single, bare] = match;
      const value = double ?? single ?? bare ?? '';
      const attributeAt = attributesAt + match.index;
      const closingQuote = double !== undefined || single !== undefined ? 1 : 0;
      const valueAt = attributeAt + written.length - value.length - closingQuote;
      for (const { at, problem } of attributeProblems(name, rawAttribute.toLowerCase(), value)) {
        problems.push({ at: at === undefined ? attributeAt : valueAt + at, problem });
      }
    }
  }
  // A comment is harmless, but an unclosed tag or a declaration (<!DOCTYPE>, <![CDATA[) is not writing.
  const declaration = /<![^-]|<\?/.exec(html);
  if (declaration) {
    problems.push({
      at: declaration.index,
      problem: 'a declaration or processing instruction is not allowed',
    });
  }
  return problems;
}

/**
 * The problems of one Markdown token itself (its children are walked apart), each with its
 * index in the token's text.
 * @returns {{ at: number, problem: string }[]}
 */
function tokenProblems(token) {
  if (token.type === 'html') return htmlProblems(token.raw);
  if ((token.type === 'link' || token.type === 'image') && typeof token.href === 'string') {
    const why = urlProblem(token.href);
    return why
      ? [{ at: 0, problem: `the ${token.type} to ${JSON.stringify(token.href)} is ${why}` }]
      : [];
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
      // Inside a token found in the body, a problem's own line; else the token's.
      for (const { at: inToken, problem } of tokenProblems(token)) {
        found.push({ line: lineAt(at === -1 ? offset : offset + inToken), problem });
      }
      walk(childrenOf(token), offset);
      if (at !== -1) cursor = at + raw.length;
    }
  }
  walk(marked.lexer(body, { gfm: true }), 0);
  return found;
}

module.exports = { authorHtmlProblems, ELEMENTS };
