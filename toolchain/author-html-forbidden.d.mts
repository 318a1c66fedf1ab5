/** What no author's Markdown may hold, one case each: what it is, a snippet, the reason. */
export declare const FORBIDDEN_AUTHOR_HTML: [string, string, RegExp][];
/** A pattern for a build message's line that names `place` (`file:line`) and gives `reason`. */
export declare function onItsLine(place: string, reason: RegExp): RegExp;
