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

/** Every Emotion class name used by an element of `html`, in the order `html` first uses them. */
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

/** A kept rule's CSS text and where it goes in the page's CSS (`placeOf`). */
interface PlacedRule {
  readonly place: number;
  readonly text: string;
}

/**
 * Where a rule goes: where the last of the classes it names first appears in the page's HTML
 * (`ranks`), -1 for a rule naming none. The live app inserts a part's rules when that part
 * renders, so the order of its sheets is the order the parts' code arrived in, which varies
 * from load to load: the same page then got its rules in another order, other bytes, and a
 * deploy that changed nothing found `/` changed. Placed by the page's own HTML instead, the
 * page's CSS depends only on its HTML and its rules. It is the order Emotion inserts in within
 * one render too (an element's styles before its children's), so the cascade between
 * equally specific rules (`.css-a > *` and `.css-b` on one element) is what the live app's is.
 */
function placeOf(named: readonly string[], ranks: ReadonlyMap<string, number>): number {
  return named.reduce((place, name) => Math.max(place, ranks.get(name) ?? -1), -1);
}

/** The rules of `rules` a page with these classes needs, placed; keyframes are collected. */
function keptRules(
  rules: readonly IndexedRule[],
  ranks: ReadonlyMap<string, number>,
  keyframes: RuleLike[],
): PlacedRule[] {
  const kept: PlacedRule[] = [];
  for (const { rule, classes: named, keyframes: isKeyframes, inner } of rules) {
    if (named) {
      if (named.every((name) => ranks.has(name)))
        kept.push({ place: placeOf(named, ranks), text: cssTextOf(rule) });
    } else if (isKeyframes) {
      keyframes.push(rule);
    } else if (inner) {
      // A grouping rule (@media, @supports) holds the rules of one style: kept whole, with
      // the rules it still has, where the first of them goes.
      const innerKept = keptRules(inner, ranks, keyframes);
      if (innerKept.length === 0) continue;
      const text = cssTextOf(rule);
      kept.push({
        place: Math.min(...innerKept.map(({ place }) => place)),
        text: `${text.slice(0, text.indexOf('{'))}{${innerKept.map((placed) => placed.text).join('')}}`,
      });
    } else {
      kept.push({ place: -1, text: cssTextOf(rule) });
    }
  }
  return kept;
}

/**
 * The page's CSS: every global rule (in its sheets' order), then the component rules whose
 * selectors name only classes the page uses (a rule for `.css-a .css-b` needs both), in the
 * order the page's HTML first uses their classes (`placeOf`; rules placed alike keep their
 * sheet's order), then the keyframes they animate with, by name. `classes`: the page's
 * Emotion classes in the order its HTML first uses them (`emotionClassesOf`).
 */
export function pageCss(sheets: readonly SheetLike[], classes: Iterable<string>): string {
  const ranks = new Map([...classes].map((name, rank) => [name, rank]));
  const keyframes: RuleLike[] = [];
  let global = '';
  const placed: PlacedRule[] = [];
  for (const sheet of sheets) {
    if (sheet.key.endsWith('-global')) global += Array.from(sheet.rules, cssTextOf).join('');
    else placed.push(...keptRules(indexOf(sheet).rules, ranks, keyframes));
  }
  // Array.prototype.sort is stable: rules placed alike keep their sheet's order.
  const css =
    global +
    placed
      .sort((a, b) => a.place - b.place)
      .map(({ text }) => text)
      .join('');
  // By name: one animation's rules (stylis writes @-webkit-keyframes too) keep their order.
  const animations = keyframes
    .filter((rule) => rule.name && new RegExp(`\\b${rule.name}\\b`).test(css))
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''))
    .map(cssTextOf)
    .join('');
  return css + animations;
}
