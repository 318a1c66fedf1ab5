import { emotionClassesOf, insertedClasses, pageCss, type SheetLike } from './page-css';

/** A real sheet of jsdom's CSSOM holding `rules`, as Emotion's <style data-emotion> holds them. */
function sheet(key: string, rules: string[]): SheetLike {
  const style = document.createElement('style');
  document.head.append(style);
  for (const rule of rules) style.sheet?.insertRule(rule, style.sheet.cssRules.length);
  return { key, rules: style.sheet?.cssRules ?? [] };
}

describe('page CSS', () => {
  const sheets = () => [
    sheet('css-global', ['body { margin: 0; }', 'a { color: pink; }']),
    sheet('css', [
      '.css-nav1 { display: flex; }',
      '.css-post2 { color: red; animation: animation-fade 1s; }',
      '@keyframes animation-fade { from { opacity: 0; } to { opacity: 1; } }',
      '@keyframes animation-spin { from { transform: none; } }',
      '.css-other3 { color: blue; animation: animation-spin 1s; }',
      '@media (min-width: 700px) { .css-post2 { color: green; } .css-other3 { color: gold; } }',
      '.css-nav1 .css-post2 { margin: 0; }',
      '.css-nav1 .css-other3 { margin: 1px; }',
    ]),
  ];

  it('finds the Emotion classes of a page in its class attributes only', () => {
    const html =
      '<nav class="css-nav1 menu"><p class="intro css-post2">css-fake text</p><i class="x"></i></nav>';
    expect([...emotionClassesOf(html)].sort()).toEqual(['css-nav1', 'css-post2']);
  });

  it('keeps the global rules, the rules of the classes used and the keyframes they animate with', () => {
    const css = pageCss(sheets(), new Set(['css-nav1', 'css-post2']));
    expect(css).toContain('body {');
    expect(css).toContain('.css-nav1 {');
    expect(css).toContain('.css-post2 {');
    expect(css).toContain('.css-nav1 .css-post2');
    expect(css).toMatch(/@media \(min-width: 700px\) \{\s*\.css-post2/);
    expect(css).toContain('@keyframes animation-fade');
    // Another page's rules, and a rule naming a class this page does not use, stay out.
    expect(css).not.toContain('css-other3');
    expect(css).not.toContain('animation-spin');
  });

  it('writes the same CSS whichever order the parts inserted their rules in (the live app inserts a part as its code arrives)', () => {
    // Two parts of one page, each with its rules, its @media block and its keyframes.
    const showcase = [
      '.css-shelf1 { display: grid; animation: animation-rise 1s; }',
      '@media (min-width: 700px) { .css-shelf1 { gap: 2rem; } }',
      '@-webkit-keyframes animation-rise { from { transform: translateY(4px); } }',
      '@keyframes animation-rise { from { transform: translateY(4px); } }',
      '.css-shelf1 > .css-book2 { margin: 0; }',
      '.css-book2 { color: red; }',
    ];
    const newestPost = [
      '.css-card3 { padding: 1rem; animation: animation-fade 1s; }',
      '@keyframes animation-fade { from { opacity: 0; } }',
      '@media (prefers-reduced-motion: reduce) { .css-card3 { animation: none; } }',
    ];
    const html =
      '<main class="css-main0"><article class="css-card3"></article>' +
      '<section class="css-shelf1"><p class="css-book2"></p></section></main>';
    const classes = emotionClassesOf(html);
    const shell = ['.css-main0 { display: block; }'];
    const showcaseFirst = pageCss(
      [
        sheet('css-global', ['body { margin: 0; }']),
        sheet('css', [...shell, ...showcase, ...newestPost]),
      ],
      classes,
    );
    const postFirst = pageCss(
      [
        sheet('css-global', ['body { margin: 0; }']),
        sheet('css', [...shell, ...newestPost, ...showcase]),
      ],
      classes,
    );
    expect(postFirst).toBe(showcaseFirst);
    // In the order the page's HTML uses the classes: the card before the shelf and its book,
    // a @media block after its class's own rule, the keyframes last by name.
    const order = [
      'body {',
      '.css-main0 {',
      '.css-card3 {',
      '@media (prefers-reduced-motion',
      '.css-shelf1 {',
      '@media (min-width: 700px)',
      '.css-shelf1 > .css-book2',
      '.css-book2 {',
      '@keyframes animation-fade',
      '@-webkit-keyframes animation-rise',
      '@keyframes animation-rise',
    ].map((text) => showcaseFirst.indexOf(text));
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('keeps the sheet order between rules of one class (one style, compiled to several rules)', () => {
    const css = pageCss(
      [sheet('css', ['.css-x1 { color: red; }', '.css-x1:hover { color: blue; }'])],
      ['css-x1'],
    );
    expect(css.indexOf('.css-x1 {')).toBeLessThan(css.indexOf('.css-x1:hover'));
  });

  it('drops a grouping rule left empty', () => {
    expect(pageCss(sheets(), new Set(['css-nav1']))).not.toContain('@media');
  });

  it('knows which classes have rules (a page whose classes have none is rendered live first)', () => {
    const inserted = insertedClasses(sheets());
    expect(inserted.has('css-post2')).toBe(true);
    expect(inserted.has('css-other3')).toBe(true);
    expect(inserted.has('css-missing4')).toBe(false);
  });

  it('reads each rule once, however many pages are rendered (the crawl renders a thousand)', () => {
    const reads = { cssText: 0, selectorText: 0 };
    const counted = (cssText: string, selectorText?: string) => ({
      get cssText() {
        reads.cssText += 1;
        return cssText;
      },
      get selectorText() {
        reads.selectorText += 1;
        return selectorText;
      },
    });
    const rules = [
      counted('.css-nav1 { display: flex; }', '.css-nav1'),
      counted('.css-post2 { color: red; }', '.css-post2'),
    ];
    const countedSheets = [{ key: 'css', rules }];
    for (let page = 0; page < 50; page += 1) {
      insertedClasses(countedSheets);
      expect(pageCss(countedSheets, new Set(['css-nav1', 'css-post2']))).toBe(
        '.css-nav1 { display: flex; }.css-post2 { color: red; }',
      );
    }
    expect(reads).toEqual({ cssText: 2, selectorText: 2 });
    // Emotion appends a later page's rules: those alone are read.
    rules.push(counted('.css-new5 { margin: 0; }', '.css-new5'));
    expect(insertedClasses(countedSheets).has('css-new5')).toBe(true);
    expect(pageCss(countedSheets, new Set(['css-new5']))).toBe('.css-new5 { margin: 0; }');
    expect(reads).toEqual({ cssText: 3, selectorText: 3 });
  });

  it('reads a sheet filled again afresh (a <Global> whose styles changed)', () => {
    const global = (color: string) => [
      { key: 'css-global', rules: [{ cssText: `body { color: ${color}; }` }] },
    ];
    expect(pageCss(global('pink'), new Set())).toBe('body { color: pink; }');
    expect(pageCss(global('gold'), new Set())).toBe('body { color: gold; }');
  });
});
