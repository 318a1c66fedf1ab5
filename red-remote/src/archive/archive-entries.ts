/**
 * The rules of the Red Archive, apart from React: order, labels, and which entries open.
 * Content files (content/archive/NNN.md) decide the state; this module only reads it.
 */

export type ArchiveState = 'published' | 'locked';

/** Where a poem stands, where its file says (content/archive/schema.cjs): all optional. */
export interface PoemContextFields {
  /** ISO day. */
  date?: string;
  /** The same day as readers read it: '3 June 2024'. */
  dateLabel?: string;
  /** A theme's key (src/themes/theme-keys.ts): the poem is listed on its page. */
  theme?: string;
  /** The book or series it belongs to. */
  collection?: string;
}

/** One entry file as the Markdown loader gives it (frontmatter + slug + its poem's loader). */
export interface ArchiveFile extends PoemContextFields {
  number: number;
  title: string;
  state: ArchiveState;
  slug: string;
  /** The poem's Markdown, from a chunk of its own (content/archive/schema.cjs). */
  loadBody: (retry?: boolean) => Promise<string>;
  /** The recording beside the poem, if there is one (its cues come with the poem's chunk). */
  loadRecording?: () => Promise<Recording>;
}

export type ArchiveEntry =
  | ({
      kind: 'readable';
      number: number;
      /** 'Entry #007 - Risk, Spelled in Lipstick' */
      label: string;
      /** 'Risk, Spelled in Lipstick': the poem's own title, for its page. */
      title: string;
      /** The poem's Markdown, fetched when the entry is opened; `toStanzas` reads it. */
      loadPoem: (retry?: boolean) => Promise<string>;
      /** The recording beside the poem, where the author has put one. */
      loadRecording?: () => Promise<Recording>;
    } & PoemContextFields)
  | {
      kind: 'locked';
      number: number;
      /** 'Entry #016 - [Locked]': a locked entry never shows its working title. */
      label: string;
    };

/** 7 -> '007'. Entry numbers stop at 99, so three digits always fit. */
export function pad3(value: number): string {
  return String(value).padStart(3, '0');
}

export function entryLabel(file: Pick<ArchiveFile, 'number' | 'title' | 'state'>): string {
  const prefix = `Entry #${pad3(file.number)} - `;
  return file.state === 'published' ? `${prefix}${file.title}` : `${prefix}[Locked]`;
}

/**
 * Only a published entry opens; locked entries are listed but never open. A published entry
 * always has a poem: the schema's check fails the build otherwise (content/archive/schema.cjs).
 */
export function isReadable(file: Pick<ArchiveFile, 'state'>): boolean {
  return file.state === 'published';
}

/** A poem's stanzas: blocks separated by blank lines, each keeping its own line breaks. */
export function toStanzas(body: string): string[] {
  return body
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((stanza) => stanza.trim())
    .filter((stanza) => stanza.length > 0);
}

export type ReadableEntry = Extract<ArchiveEntry, { kind: 'readable' }>;

/** The readable entry numbered `number`, if there is one (a locked one has no page). */
export function findReadable(
  entries: readonly ArchiveEntry[],
  number: number | null,
): ReadableEntry | undefined {
  return entries.find(
    (entry): entry is ReadableEntry => entry.kind === 'readable' && entry.number === number,
  );
}

/**
 * Problems a content file can have that its frontmatter schema cannot see: the file name
 * must be the padded number (so files sort as the list does), and numbers must be unique.
 */
export function findArchiveProblems(files: readonly ArchiveFile[]): string[] {
  const problems: string[] = [];
  const seen = new Set<number>();
  for (const file of files) {
    if (file.slug !== pad3(file.number)) {
      problems.push(`${file.slug}.md has number ${file.number}; name it ${pad3(file.number)}.md`);
    }
    if (seen.has(file.number)) problems.push(`entry number ${file.number} is used twice`);
    seen.add(file.number);
  }
  return problems;
}

/** The context fields a file has, and none it has not (no `undefined` keys). */
function contextOf(file: PoemContextFields): PoemContextFields {
  const { date, dateLabel, theme, collection } = file;
  return Object.fromEntries(
    Object.entries({ date, dateLabel, theme, collection }).filter(([, value]) => value),
  );
}

/** The archive as readers see it: every entry in number order, readable or locked. */
export function toArchiveEntries(files: readonly ArchiveFile[]): ArchiveEntry[] {
  return [...files]
    .sort((a, b) => a.number - b.number)
    .map((file): ArchiveEntry =>
      isReadable(file)
        ? {
            kind: 'readable',
            number: file.number,
            label: entryLabel(file),
            title: file.title,
            loadPoem: file.loadBody,
            ...contextOf(file),
            ...(file.loadRecording && { loadRecording: file.loadRecording }),
          }
        : { kind: 'locked', number: file.number, label: entryLabel({ ...file, state: 'locked' }) },
    );
}
