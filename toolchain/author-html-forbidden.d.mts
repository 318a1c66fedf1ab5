/** What no author's Markdown may hold, one case each: what it is, a snippet, the reason. */
export declare const FORBIDDEN_AUTHOR_HTML: [string, string, RegExp][];
