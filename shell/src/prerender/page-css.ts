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

/** A rule as this module reads it, read once: the crawl reads every rule for each page. */
interface IndexedRule {
  readonly rule: RuleLike;
  /** The Emotion classes its selector names (a style rule), else null. */
  readonly classes: readonly string[] | null;
  readonly keyframes: boolean;
  /** A grouping rule's (@media, @supports) own rules; null for any other rule. */
  readonly inner: readonly IndexedRule[] | null;
}

/** A sheet's rules read so far, and the classes they have rules for. */
interface SheetIndex {
  readonly rules: IndexedRule[];
  readonly classes: Set<string>;
}

/**
 * What each sheet's rules have been read as. Emotion's production sheets only grow, a rule
 * appended at the end (insertRule), and a CSSOM rule keeps its object for its life in the
 * sheet: a sheet is read again from where it was left. A sheet that is no longer what was read
 * (shorter, or its last read rule another object: a <Global> emptied and filled again) is
 * read afresh. Reading a sheet whole for each page, and `cssText` (which serialises the rule
 * each time), was most of the prerender's CSS time at a thousand pages.
 */
const sheetIndexes = new WeakMap<ArrayLike<RuleLike>, SheetIndex>();
const textOfRule = new WeakMap<RuleLike, string>();

function cssTextOf(rule: RuleLike): string {
  let text = textOfRule.get(rule);
  if (text === undefined) {
    text = rule.cssText;
    textOfRule.set(rule, text);
  }
  return text;
}

function indexRule(rule: RuleLike, classes: Set<string>): IndexedRule {
  const selector = rule.selectorText;
  if (selector !== undefined) {
    const named = classesInSelector(selector);
    for (const name of named) classes.add(name);
    return { rule, classes: named, keyframes: false, inner: null };
  }
  const keyframes = /^@(-webkit-)?keyframes\s/.test(cssTextOf(rule));
  const inner =
    rule.cssRules !== undefined && !keyframes
      ? Array.from(rule.cssRules, (child) => indexRule(child, classes))
      : null;
  return { rule, classes: null, keyframes, inner };
}

function indexOf(sheet: SheetLike): SheetIndex {
  const list = sheet.rules;
  let index = sheetIndexes.get(list);
  const read = index?.rules.length ?? 0;
  if (
    !index ||
    list.length < read ||
    (read > 0 && list[read - 1] !== index.rules[read - 1]?.rule)
  ) {
    index = { rules: [], classes: new Set() };
    sheetIndexes.set(list, index);
  }
  for (let position = index.rules.length; position < list.length; position += 1) {
    index.rules.push(indexRule(list[position] as RuleLike, index.classes));
  }
  return index;
}

/** Every Emotion class name a set of sheets has rules for. */
export function insertedClasses(sheets: readonly SheetLike[]): Pick<ReadonlySet<string>, 'has'> {
  const indexes = sheets.map(indexOf);
  return { has: (name) => indexes.some((index) => index.classes.has(name)) };
}

/** The rules of `rules` a page with these classes needs, as CSS text, in sheet order. */
function keptRules(
  rules: readonly IndexedRule[],
  classes: Set<string>,
  keyframes: RuleLike[],
): string {
  let css = '';
  for (const { rule, classes: named, keyframes: isKeyframes, inner } of rules) {
    if (named) {
      if (named.every((name) => classes.has(name))) css += cssTextOf(rule);
    } else if (isKeyframes) {
      keyframes.push(rule);
    } else if (inner) {
      const kept = keptRules(inner, classes, keyframes);
      const text = cssTextOf(rule);
      if (kept) css += `${text.slice(0, text.indexOf('{'))}{${kept}}`;
    } else {
      css += cssTextOf(rule);
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
        ? Array.from(sheet.rules, cssTextOf).join('')
        : keptRules(indexOf(sheet).rules, classes, keyframes),
    )
    .join('');
  const animations = keyframes
    .filter((rule) => rule.name !== undefined && new RegExp(`\\b${rule.name}\\b`).test(css))
    .map(cssTextOf)
    .join('');
  return css + animations;
}
