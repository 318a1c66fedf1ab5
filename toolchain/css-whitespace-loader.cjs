// rspack loader for the apps' own TypeScript, in production builds: the text of Emotion's
// css`` and keyframes`` templates without the indentation, line breaks and comments they are
// written with. Emotion minifies the styles it inserts at run time, but the bundle shipped the
// templates as written (the SWC build has no Emotion minifier), spaces and all. This is what
// Emotion's Babel plugin does at build time; the styles themselves are unchanged.

const TAG = /\b(?:css|keyframes)`/g;

/** Index just past the string literal that opens at `start` (its quote), escapes included. */
function stringEnd(source, start) {
  const quote = source[start];
  for (let index = start + 1; index < source.length; index += 1) {
    if (source[index] === '\\') index += 1;
    else if (source[index] === quote) return index + 1;
  }
  return -1;
}

/** Index just past the `}` that closes the `${` expression whose body starts at `start`. */
function expressionEnd(source, start) {
  let depth = 1;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (char === "'" || char === '"') {
      index = stringEnd(source, index) - 1;
      if (index < 0) return -1;
    } else if (char === '`') {
      index = templateEnd(source, index + 1);
      if (index < 0) return -1;
    } else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return index + 1;
  }
  return -1;
}

/** Index of the backtick closing the template whose text starts at `start`. */
function templateEnd(source, start) {
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') index += 1;
    else if (char === '`') return index;
    else if (char === '$' && source[index + 1] === '{') {
      index = expressionEnd(source, index + 2) - 1;
      if (index < 0) return -1;
    }
  }
  return -1;
}

/**
 * CSS text without comments, line breaks and the spaces around braces and semicolons (quoted
 * text kept as it is).
 */
function minifyCssText(text) {
  let result = '';
  let plain = '';
  const flush = () => {
    result += plain.replace(/\s*\n\s*/g, ' ').replace(/\s*([{};])\s*/g, '$1');
    plain = '';
  };
  text.split(/('[^'\n]*'|"[^"\n]*"|\/\*[\s\S]*?\*\/)/).forEach((part, index) => {
    if (index % 2 === 0) plain += part;
    else if (!part.startsWith('/*')) {
      flush();
      result += part;
    }
  });
  flush();
  return result;
}

/** A template's body (between its backticks) with only its text, not its `${}`, minified. */
function minifyTemplateBody(body) {
  let result = '';
  let textStart = 0;
  for (let index = 0; index < body.length; index += 1) {
    if (body[index] === '\\') index += 1;
    else if (body[index] === '$' && body[index + 1] === '{') {
      const end = expressionEnd(body, index + 2);
      result += minifyCssText(body.slice(textStart, index)) + body.slice(index, end);
      index = end - 1;
      textStart = end;
    }
  }
  // Spaces at either end of the styles mean nothing.
  return (result + minifyCssText(body.slice(textStart))).trim();
}

/** Whether `index` is inside a // or /* comment (a template named in words, not code). */
function inComment(source, index) {
  const lineStart = source.lastIndexOf('\n', index) + 1;
  if (/(^|[^:])\/\//.test(source.slice(lineStart, index))) return true;
  return source.lastIndexOf('/*', index) > source.lastIndexOf('*/', index);
}

/** `source` with every css`` and keyframes`` template's text minified; unchanged if unsure. */
function minifyCssTemplates(source) {
  let result = '';
  let copied = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(source); match; match = TAG.exec(source)) {
    if (inComment(source, match.index)) continue;
    const start = match.index + match[0].length;
    const end = templateEnd(source, start);
    // A template it cannot follow (a syntax it does not know) leaves the file as written.
    if (end < 0) return source;
    result += source.slice(copied, start) + minifyTemplateBody(source.slice(start, end));
    copied = end;
    TAG.lastIndex = end + 1;
  }
  return result + source.slice(copied);
}

module.exports = function cssWhitespaceLoader(source) {
  return minifyCssTemplates(source);
};

module.exports.minifyCssTemplates = minifyCssTemplates;
