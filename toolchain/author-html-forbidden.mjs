// @ts-check
// What no author's Markdown may hold (author-html.cjs), one case each: what it is, a snippet,
// the reason the build gives. Each content type's test runs every case through its own
// compile step, so a post and a poem refuse the same things.
/** @type {[string, string, RegExp][]} */
export const FORBIDDEN_AUTHOR_HTML = [
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
    'a fixed overlay',
    '<div style="position: fixed; inset: 0; background: white">Sign in</div>',
    /a style that places <div> over the page/,
  ],
  [
    'an absolute overlay',
    '<div style="position:absolute;top:0">x</div>',
    /a style that places <div> over the page/,
  ],
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
