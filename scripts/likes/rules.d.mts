/** Types of rules.mjs, for the TypeScript that imports it (the browser tests). */
export declare const RULES_FILE: string;
/** Writes the rules for the blog's posts to `file`; returns the post ids they allow. */
export declare function writeFirestoreRules(
  file?: string,
  env?: Record<string, string | undefined>,
): string[];
