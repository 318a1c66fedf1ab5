// @ts-check
// What no author's Markdown may hold (author-html.cjs), one case each: what it is, a snippet,
// the reason the build gives. Each content type's test runs every case through its own
// compile step, so a post and a poem refuse the same things.

/** @param {string} text */
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The text as a pattern that matches it literally. @param {string} text */
const literally = (text) => new RegExp(escaped(text));

/**
 * A pattern for a build message's line that names `place` (`file:line`) and gives `reason`.
 * @param {string} place
 * @param {RegExp} reason
 */
export const onItsLine = (place, reason) =>
  new RegExp(`${escaped(`${place}: `)}.*${reason.source}`);

// A white sheet over the page, in spellings a browser reads: the style, and the property
// the build names (as the browser reads it, with the spelling when it differs).
/** @type {[string, string, string][]} */
const STYLES = [
  ['a fixed overlay', 'position: fixed; inset: 0; background: white', 'position'],
  ['an absolute overlay', 'position:absolute;top:0', 'position'],
  ['a CSS escape', 'posit\\69 on:fixed', 'position (written "posit\\69 on")'],
  ['a six-digit CSS escape', '\\000070osition:fixed', 'position (written "\\000070osition")'],
  ['an escaped letter', 'p\\osition:fixed', 'position (written "p\\osition")'],
  [
    'an escape past the last code point',
    'posit\\110000 ion:fixed',
    'posit\uFFFDion (written "posit\\110000 ion")',
  ],
  ['comments before the properties', '/**/position:fixed;/**/inset:0', 'position'],
  ['comments around the colon', 'position/**/:/**/fixed', 'position'],
  ['!important', 'position:fixed!important;inset:0 ! IMPORTANT', 'position'],
  ['upper case', 'POSITION:FIXED;INSET:0', 'position'],
  ['a vendor prefix', '-webkit-transform:translateY(-100vh)', '-webkit-transform'],
  ['a transform', 'transform:scale(50)', 'transform'],
  ['numeric character references', 'po&#115;ition&#58;fixed', 'position'],
  ['a named character reference', '&#x70;osition&colon;fixed', 'position'],
  // Undecoded, `&ast;` hides `position` inside one long comment; decoded, it ends the first.
  ['a reference that ends a comment', 'color:red/*&ast;/;position:fixed;/**/', 'position'],
  ['a custom property', '--cover:fixed;position:var(--cover)', '--cover'],
  ['a shadow as wide as the page', 'box-shadow:0 0 0 100vmax white', 'box-shadow'],
  ['an outline as wide as the page', 'outline:100vmax solid white', 'outline'],
  ['a negative margin', 'margin-top:-100vh;background-color:white', 'margin-top'],
  ['glyphs taller than their line', 'font-size:2000px;line-height:0', 'font-size'],
  ['a page-sized box', 'display:block;width:100vw;height:100vh', 'display'],
  ['a background image', 'background-image:url(https://example.com/in.png)', 'background-image'],
  ['a unicode-range', 'unicode-range:U+0-10FFFF', 'unicode-range'],
];

// Values an allowed property may not take: a value is words, colours and a weight's number.
/** @type {[string, string, string][]} */
const VALUES = [
  ['an expression() value', 'color:expression(alert(1))', 'color'],
  ['a url() value', 'background-color:url(https://example.com/a.png)', 'background-color'],
  ['an escaped url() value', 'color:u\\rl(https://example.com/a.png)', 'color'],
  ['a var() value', 'color:var(--color-text)', 'color'],
  ['an underline as tall as the page', 'text-decoration:underline 100vh white', 'text-decoration'],
  ['a value like a unicode-range', 'color:U+0-7F', 'color'],
];

// What the build cannot read as `property: value` pairs (rules, at-rules, broken text): the
// style and the start of the reason.
/** @type {[string, string, string][]} */
const UNREADABLE = [
  ['an at-rule', 'color:red;@media all{position:fixed}', 'the rule @media in a style'],
  ['an @import', '@import url(https://example.com/sheet.css)', 'the rule @import in a style'],
  ['a nested rule', 'color:red;&{position:fixed}', 'the rule "&{position:fixed}" in a style'],
  ['a nested rule with a selector', 'div{position:fixed}', 'the rule "div{position:fixed}"'],
  ['a comment inside a property', 'posi/**/tion:fixed', 'the text "posi/**/tion:fixed"'],
  [
    'a backslash line continuation',
    'posit\\\nion:fixed',
    'the text "posit\\↵ion:fixed" in a style on <div> cannot be read',
  ],
  [
    'a line continuation before a property',
    'color:red;\\\nposition:fixed',
    'the text "\\↵position:fixed" in a style on <div> cannot be read',
  ],
];

// Class names of the site (author-class.cjs): the value of `class`, and the name refused.
/** @type {[string, string, string][]} */
const CLASSES = [
  ["the site's Emotion class", 'css-1n2x3yz', 'css-1n2x3yz'],
  ['an Emotion class with a label, among others', 'note css-9abc12-Header', 'css-9abc12-Header'],
  ['an Emotion class in upper case', 'CSS-1N2X3YZ', 'CSS-1N2X3YZ'],
  ['an Emotion class by character reference', 'css&#45;1n2x3yz', 'css-1n2x3yz'],
  ['an Emotion class after a tab reference', 'note&#9;css-1n2x3yz', 'css-1n2x3yz'],
  ['a class the site names', 'visually-hidden', 'visually-hidden'],
  ['a class the heading anchors use', 'heading-anchor', 'heading-anchor'],
];

/**
 * A case of a `<div>` holding `attribute`, refused for `reason` (its text, literally).
 * @param {string} what
 * @param {string} attribute
 * @param {string} reason
 * @returns {[string, string, RegExp]}
 */
const divCase = (what, attribute, reason) => [
  what,
  `<div ${attribute}>Sign in again</div>`,
  literally(reason),
];

/** @type {[string, string, RegExp][]} */
export const FORBIDDEN_AUTHOR_HTML = [
  ...STYLES.map(([what, style, property]) =>
    divCase(
      `a style with ${what}`,
      `style="${style}"`,
      `the style property ${property} on <div> is not allowed`,
    ),
  ),
  ...VALUES.map(([what, style, property]) =>
    divCase(
      `a style with ${what}`,
      `style="${style}"`,
      `the style property ${property} on <div> has a value a style may not use`,
    ),
  ),
  ...UNREADABLE.map(([what, style, reason]) =>
    divCase(`a style with ${what}`, `style="${style}"`, reason),
  ),
  ...CLASSES.map(([what, value, name]) =>
    divCase(what, `class="${value}"`, `the class ${name} on <div> is one of the site's own`),
  ),
  [
    'a style in single quotes on a word',
    "A <span style='position: fixed'>word</span>",
    /the style property position on <span> is not allowed/,
  ],
  [
    'a style without quotes, its attribute in upper case',
    '<p STYLE=position:fixed>Sign in again</p>',
    /the style property position on <p> is not allowed/,
  ],
  [
    'a meta refresh',
    '<meta http-equiv="refresh" content="3;url=https://example.com/">',
    /<meta> is not allowed/,
  ],
  ['a form', '<form action="https://example.com/"><p>Password</p></form>', /<form> is not allowed/],
  ['an unclosed form', '<form action="https://example.com/">', /<form> is not allowed/],
  ['an input', 'Your password: <input type="password" name="p">', /<input> is not allowed/],
  ['an input alone', '<input type="password">', /<input> is not allowed/],
  ['an iframe', '<iframe src="https://example.com/"></iframe>', /<iframe> is not allowed/],
  ['a script', '<script>alert(1)</script>', /<script> is not allowed/],
  ['a style', '<style>body { display: none }</style>', /<style> is not allowed/],
  [
    'an event handler',
    '<img src="a.png" alt="" onerror="alert(1)">',
    /event handler onerror on <img>/,
  ],
  [
    'an event handler on a word',
    '<span onmouseover="alert(1)">a word</span>',
    /event handler onmouseover/,
  ],
  ['a javascript: link', '[Read more](javascript:alert(1))', /javascript: URL/],
  [
    'a javascript: href in HTML',
    '<a href="&#106;avascript:alert(1)">Read more</a>',
    /href on <a> is a javascript: URL/,
  ],
  ['a data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="">', /data: URL/],
];
