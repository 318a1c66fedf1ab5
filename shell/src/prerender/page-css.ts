// The CSS a prerendered page needs, taken from the rules Emotion has inserted in this browser
// page (production Emotion inserts through the CSSOM, so the rules are read from the sheets).
// The prerender renders many pages in one browser page, so the sheets hold the rules of every
// page rendered so far: each page keeps only the rules for the class names its HTML uses,
// plus the global rules and the keyframes those rules name.

/** Emotion's class names are `css-<hash>` (`css-<hash>-<label>` in development builds). */
const EMOTION_CLASS = /\bcss-[a-z0-9]+(?:-[\w-]+)?/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The subset of the CSSOM read here (CSSStyleRule, CSSGroupingRule, CSSKeyframesRule...). */
interface RuleLike {
  readonly cssText: string;
  readonly selectorText?: string;
  readonly cssRules?: ArrayLike<RuleLike>;
  readonly name?: string;
}

export interface SheetLike {
  /** `css-global` for <Global> styles, `css` for components' (Emotion's data-emotion). */
  readonly key: string;
  readonly rules: ArrayLike<RuleLike>;
}

/** Every Emotion class name used by an element of `html`. */
export function emotionClassesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const token of value.split(/\s+/)) {
      if (token.startsWith('css-')) classes.add(token);
    }
  }
  return classes;
}

function classesInSelector(selector: string): string[] {
  return [...selector.matchAll(EMOTION_CLASS)].map(([name]) => name);
}

const isKeyframes = (rule: RuleLike) => /^@(-webkit-)?keyframes\s/.test(rule.cssText);
const isGrouping = (rule: RuleLike) =>
  rule.cssRules !== undefined && !isKeyframes(rule) && rule.selectorText === undefined;

/** Every Emotion class name a set of sheets has rules for. */
export function insertedClasses(sheets: readonly SheetLike[]): Set<string> {
  const classes = new Set<string>();
  const visit = (rules: ArrayLike<RuleLike>) => {
    for (const rule of Array.from(rules)) {
      if (rule.selectorText !== undefined) {
        for (const name of classesInSelector(rule.selectorText)) classes.add(name);
      } else if (isGrouping(rule)) visit(rule.cssRules ?? []);
    }
  };
  for (const sheet of sheets) visit(sheet.rules);
  return classes;
}

/** The rules of `rules` a page with these classes needs, as CSS text, in sheet order. */
function keptRules(
  rules: ArrayLike<RuleLike>,
  classes: Set<string>,
  keyframes: RuleLike[],
): string {
  let css = '';
  for (const rule of Array.from(rules)) {
    if (rule.selectorText !== undefined) {
      if (classesInSelector(rule.selectorText).every((name) => classes.has(name))) {
        css += rule.cssText;
      }
    } else if (isKeyframes(rule)) {
      keyframes.push(rule);
    } else if (isGrouping(rule)) {
      const inner = keptRules(rule.cssRules ?? [], classes, keyframes);
      if (inner) css += `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner}}`;
    } else {
      css += rule.cssText;
    }
  }
  return css;
}

/**
 * The page's CSS: every global rule, the component rules whose selectors name only classes
 * the page uses (a rule for `.css-a .css-b` needs both), and the keyframes they animate with.
 */
export function pageCss(sheets: readonly SheetLike[], classes: Set<string>): string {
  const keyframes: RuleLike[] = [];
  const css = sheets
    .map((sheet) =>
      sheet.key.endsWith('-global')
        ? Array.from(sheet.rules)
            .map((rule) => rule.cssText)
            .join('')
        : keptRules(sheet.rules, classes, keyframes),
    )
    .join('');
  const animations = keyframes
    .filter((rule) => rule.name !== undefined && new RegExp(`\\b${rule.name}\\b`).test(css))
    .map((rule) => rule.cssText)
    .join('');
  return css + animations;
}
