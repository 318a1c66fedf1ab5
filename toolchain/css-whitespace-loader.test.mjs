import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { minifyCssTemplates } = require('./css-whitespace-loader.cjs');

// Each case: what it shows, a source, and the source as the loader leaves it.
for (const [name, source, expected] of [
  [
    'a css template loses its line breaks and the spaces around braces and semicolons',
    'const a = css`\n  display: flex;\n  a,\n  b {\n    color: red;\n  }\n`;',
    'const a = css`display: flex;a, b{color: red;}`;',
  ],
  [
    'interpolations are kept as written, and so are the spaces between them',
    'css`\n  padding: ${theme.space(2)} ${theme.space(5)};\n  ${theme.motion.reduce} {\n    x: ${`a ${b} c`};\n  }\n`',
    'css`padding: ${theme.space(2)} ${theme.space(5)};${theme.motion.reduce}{x: ${`a ${b} c`};}`',
  ],
  [
    'quoted text in the styles is kept',
    'keyframes`\n  content: \'{ ; }\';\n  [data-x="a ; b"] { top: 0; }\n`',
    'keyframes`content: \'{ ; }\';[data-x="a ; b"]{top: 0;}`',
  ],
  [
    'comments in the styles go (Emotion would ship them), quoted text that looks like one stays',
    "css`\n  top: 0;\n  /* the page's words, the section's */\n  left: 0;\n  content: '/* kept */';\n`",
    "css`top: 0;left: 0;content: '/* kept */';`",
  ],
  [
    'templates named in comments, other templates and code around them are untouched',
    '// a css`` template\n/* keyframes` in a comment */\nconst t = html`\n  <p> x </p>\n`;\nconst c = css`\n  top: 0;\n`;',
    '// a css`` template\n/* keyframes` in a comment */\nconst t = html`\n  <p> x </p>\n`;\nconst c = css`top: 0;`;',
  ],
]) {
  test(name, () => {
    assert.equal(minifyCssTemplates(source), expected);
  });
}

test('a template it cannot follow leaves the file as written', () => {
  const source = 'const broken = css`\n  top: ${unclosed\n';
  assert.equal(minifyCssTemplates(source), source);
});
