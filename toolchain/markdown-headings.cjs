// Headings an author writes in a long text get an address each (`id`, and a `#` link beside
// them that a reader can copy), and the list of them feeds the text's table of contents.
// The link stands beside the heading, not in it, so that the heading's name stays its words.
const { Marked } = require('marked');

/** @typedef {{ depth: number, text: string, id: string }} Heading */

const ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Ids the pages around a text use already (the app's root, its main landmark). */
const PAGE_IDS = ['root', 'main', 'top', 'contents'];

/** A heading's words as a reader sees them: tags dropped, entities decoded. */
function plainText(html) {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** An address fragment from a heading's words: lowercase letters and digits joined by dashes. */
function fragmentOf(text) {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words || 'section';
}

/**
 * Renders `markdown` with an id on every heading of depth 2 and 3 and a link to it, and lists
 * those headings in order. Ids are unique within the text (`notes`, `notes-2`...), and never
 * one of `reserved` (the page's own ids, PAGE_IDS by default).
 * @param {string} markdown
 * @param {{ reserved?: string[] }} [options]
 * @returns {{ html: string, headings: Heading[] }}
 */
function renderWithHeadings(markdown, { reserved = PAGE_IDS } = {}) {
  /** @type {Heading[]} */
  const headings = [];
  const taken = new Set(reserved);
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        if (depth !== 2 && depth !== 3) return `<h${depth}>${inner}</h${depth}>\n`;
        const text = plainText(inner);
        const base = fragmentOf(text);
        let id = base;
        for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
        taken.add(id);
        headings.push({ depth, text, id });
        const label = escapeAttribute(`Link to the section “${text}”`);
        // The "#" is a control, not the writing: search leaves it out of its index and excerpts.
        return `<div class="heading-with-anchor"><h${depth} id="${id}">${inner}</h${depth}><a class="heading-anchor" href="#${id}" aria-label="${label}" data-pagefind-ignore="">#</a></div>\n`;
      },
    },
  });
  const html = /** @type {string} */ (marked.parse(markdown, { async: false }));
  return { html, headings };
}

module.exports = { renderWithHeadings, fragmentOf };
