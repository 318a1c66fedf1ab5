/**
 * The site's player (decision 029): one `<audio>` element the shell owns, so that a recording
 * plays on when the reader follows a link into another page or section, and a section's
 * release does not stop it. A section does not import the player: it asks through the page,
 * with events on `window`, so that it keeps working under a shell that has none.
 *
 * - `site:play` (a cancellable `CustomEvent<SitePlayRequest>`): a section asks the shell to
 *   play a recording (from `start`, when given). A shell with a player cancels the event
 *   (`preventDefault()`) and plays it; when `dispatchEvent` returns true, no shell took it and
 *   the section plays the recording in its own `<audio>` element.
 * - `site:pause` (a `CustomEvent<SitePauseRequest>`): the section's own control pauses the
 *   recording the shell is playing for it.
 * - `site:playback` (a `CustomEvent<SitePlayback>`, from the shell): where the shell's player
 *   is, on every change of its clock while it plays, on play, pause, seek and end, and when
 *   it closes (`src` empty). A page marks the spoken line from it.
 * - `site:playback-ask` (a plain `Event`): a page just drawn asks the shell to tell it at once
 *   where its player is (a `site:playback`); a shell without a player says nothing.
 *
 * The event names are strings every app writes (the design layer's
 * `@site/shared/design/site-play` spells them); these types describe their details. Additive:
 * types only, nothing a section imports at run time.
 */
export interface SitePlayRequest {
  /** The audio file's absolute address. */
  src: string;
  /** Its media type, as a `<source type>` names it ('audio/ogg; codecs=opus'). */
  type: string;
  /** What the player shows and the lock screen names: the piece's title. */
  title: string;
  /** The address of the page the recording belongs to (the player links back to it). */
  page: string;
  /** Seconds from the start to play from; absent: from where it is (or the start). */
  start?: number;
}

/** Which recording the section's own control pauses (`site:pause`). */
export interface SitePauseRequest {
  src: string;
}

/** The shell's player as it is now (`site:playback`); `src` is '' once it is closed. */
export interface SitePlayback {
  src: string;
  title: string;
  page: string;
  /** The media clock, in seconds. */
  currentTime: number;
  /** In seconds; NaN until the file's length is known. */
  duration: number;
  playing: boolean;
}

/** The events of the site's player by name, with what each carries. */
export interface SitePlayerEvents {
  'site:play': CustomEvent<SitePlayRequest>;
  'site:pause': CustomEvent<SitePauseRequest>;
  'site:playback': CustomEvent<SitePlayback>;
  'site:playback-ask': Event;
}
