// What an author's `style` attribute may do: colour and weight its words, never place, size
// or paint past its own box (a fake sign-in sheet over the page). The CSP's
// `style-src 'unsafe-inline'` runs any inline style, so the build reads each one as a
// browser does, with a CSS Syntax tokenizer: escapes decoded (`posit\69 on` is `position`),
// comments dropped, rules and at-rules seen as such. Only a short list of properties with
// plain values passes; anything the build cannot read as `property: value` pairs fails too,
// since what a browser recovers from a broken declaration is not ours to guess.
// Decision 024 says why an allow-list.
const { tokenize } = require('@csstools/css-tokenizer');
const {
  isCommentNode,
  isFunctionNode,
  isSimpleBlockNode,
  isTokenNode,
  isWhitespaceNode,
  parseListOfComponentValues,
  sourceIndices,
} = require('@csstools/css-parser-algorithms');

/** The properties a style may set: each styles text inside the element's own box. */
const STYLE_PROPERTIES = [
  'color',
  'background-color',
  'font-style',
  'font-weight',
  'font-variant',
  'font-variant-caps',
  'text-decoration',
  'text-decoration-line',
  'text-decoration-style',
  'text-decoration-color',
  'text-transform',
  'text-align',
];
const ALLOWED = new Set(STYLE_PROPERTIES);

/** Functions whose value is a colour (their arguments are numbers, words and colours). */
const COLOR_FUNCTIONS = new Set(
  'rgb rgba hsl hsla hwb lab lch oklab oklch color color-mix light-dark'.split(' '),
);

/** The rule, said in every message so that an author need not look it up. */
const ALLOWED_LIST = `a style may set only ${STYLE_PROPERTIES.join(', ')}`;

const tokenOf = (node) => (isTokenNode(node) ? node.value : undefined);
const typeOf = (node) => tokenOf(node)?.[0];
const isSpace = (node) => isWhitespaceNode(node) || isCommentNode(node);

/** The nodes without comments and without whitespace at either end. */
function trimmed(nodes) {
  const kept = nodes.filter((node) => !isCommentNode(node));
  let start = 0;
  let end = kept.length;
  while (start < end && isWhitespaceNode(kept[start])) start += 1;
  while (end > start && isWhitespaceNode(kept[end - 1])) end -= 1;
  return kept.slice(start, end);
}

/** The value without a trailing `!important` (any case, spaces or comments inside). */
function withoutImportant(nodes) {
  const last = nodes.length - 1;
  const word = tokenOf(nodes[last]);
  if (word?.[0] !== 'ident-token' || word[4].value.toLowerCase() !== 'important') return nodes;
  let bang = last - 1;
  while (bang >= 0 && isSpace(nodes[bang])) bang -= 1;
  const mark = tokenOf(nodes[bang]);
  if (mark?.[0] !== 'delim-token' || mark[4].value !== '!') return nodes;
  return trimmed(nodes.slice(0, bang));
}

/** Whether a colour function's arguments are numbers, words, separators and colours. */
function isPlainColorArgument(node) {
  if (isSpace(node)) return true;
  if (isFunctionNode(node)) {
    return (
      COLOR_FUNCTIONS.has(node.getName().toLowerCase()) && node.value.every(isPlainColorArgument)
    );
  }
  const token = tokenOf(node);
  if (token?.[0] === 'delim-token') return token[4].value === '/';
  return [
    'ident-token',
    'hash-token',
    'number-token',
    'percentage-token',
    'dimension-token',
    'comma-token',
  ].includes(token?.[0]);
}

/** Whether a value is words and colours (and, for font-weight, a number): nothing else. */
function isPlainValue(nodes, property) {
  if (nodes.length === 0) return false;
  return nodes.every((node) => {
    if (isSpace(node)) return true;
    if (isFunctionNode(node)) return isPlainColorArgument(node);
    const type = typeOf(node);
    return (
      type === 'ident-token' ||
      type === 'hash-token' ||
      (type === 'number-token' && property === 'font-weight')
    );
  });
}

/** Text as written, on one line (a line break shown as ↵), for a message. */
const quoted = (text) => `"${text.trim().replace(/\r\n|[\n\r\f]/g, '↵')}"`;

/**
 * The problems of one segment between top-level semicolons: a declaration whose property or
 * value is not allowed, an at-rule, a nested rule, or text that is none of them.
 */
function segmentProblems(style, nodes, element) {
  const [first, ...rest] = trimmed(nodes);
  if (first === undefined) return [];
  const at = sourceIndices(first)[0];
  const text = () => {
    const [, end] = sourceIndices(nodes[nodes.length - 1]);
    return quoted(style.slice(at, end + 1));
  };
  const token = tokenOf(first);
  if (token?.[0] === 'at-keyword-token') {
    const problem = `the rule @${token[4].value} in a style on <${element}> is not allowed (${ALLOWED_LIST})`;
    return [{ at, problem }];
  }
  const colon = rest.findIndex((node) => !isWhitespaceNode(node));
  if (token?.[0] !== 'ident-token' || typeOf(rest[colon]) !== 'colon-token') {
    const what = rest.some(isSimpleBlockNode) || isSimpleBlockNode(first) ? 'the rule' : 'the text';
    const problem = `${what} ${text()} in a style on <${element}> is not a property: value pair the build can read (${ALLOWED_LIST})`;
    return [{ at, problem }];
  }
  const property = token[4].value.toLowerCase();
  const written = token[1].toLowerCase() === property ? '' : ` (written ${quoted(token[1])})`;
  if (!ALLOWED.has(property)) {
    const problem = `the style property ${property}${written} on <${element}> is not allowed (${ALLOWED_LIST})`;
    return [{ at, problem }];
  }
  const value = withoutImportant(trimmed(rest.slice(colon + 1)));
  if (isPlainValue(value, property)) return [];
  const problem = `the style property ${property}${written} on <${element}> has a value a style may not use (${text()}: a value may be words, colours such as #a00 or rgb(170 0 0), and a font-weight's number)`;
  return [{ at, problem }];
}

/** The list split at its top-level semicolons (those in a block or a function stay). */
function segments(nodes) {
  const parts = [[]];
  for (const node of nodes) {
    if (typeOf(node) === 'semicolon-token') parts.push([]);
    else parts[parts.length - 1].push(node);
  }
  return parts;
}

/**
 * The problems of a `style` attribute's value (character references already decoded), each
 * with its index in `style`, naming the property as the browser reads it.
 * @param {string} style
 * @param {string} element The element's name, for the message.
 * @returns {{ at: number, problem: string }[]}
 */
function styleProblems(style, element) {
  /** @type {{ at: number, message: string }[]} */
  const errors = [];
  const onParseError = (error) =>
    errors.push({ at: error.sourceStart, message: error.message.replace(/\.$/, '') });
  const nodes = parseListOfComponentValues(tokenize({ css: style }, { onParseError }), {
    onParseError,
  });
  const problems = [];
  const unread = new Set(errors);
  for (const part of segments(nodes)) {
    if (part.length === 0) continue;
    const [start] = sourceIndices(part[0]);
    const [, end] = sourceIndices(part[part.length - 1]);
    // A segment the tokenizer had to recover from is reported as written, once.
    const inPart = errors.filter(({ at }) => at >= start && at <= end);
    for (const error of inPart) unread.delete(error);
    if (inPart.length > 0) {
      const problem = `the text ${quoted(style.slice(start, end + 1))} in a style on <${element}> cannot be read (${inPart[0].message}; ${ALLOWED_LIST})`;
      problems.push({ at: start, problem });
    } else {
      problems.push(...segmentProblems(style, part, element));
    }
  }
  // An error placed in no segment still fails: what the tokenizer recovered from is unread.
  for (const { message } of unread) {
    problems.push({ at: 0, problem: `a style on <${element}> cannot be read (${message})` });
  }
  return problems;
}

module.exports = { styleProblems, STYLE_PROPERTIES };
