// The one map of the site's sections. Everything that names a section derives from it: the
// shell's list of sections (shell/src/sections/), the hosting policy's topology, the shell's
// runtime manifest, each remote's build, the lint rooms, the Jest and TypeScript project
// lists, the dev script and the scripts. Deployment facts (origins, Hosting site ids) stay
// in deploy/topology.json, keyed by the same names. Adding a section: docs/architecture.md.

/** What the map says about one section. */
export interface Section {
  /** The app's folder in the repository; its workspace is `@site/<app>`. */
  readonly app: string;
  /** The Module Federation scope its remoteEntry.js is built under (a JS identifier). */
  readonly scope: string;
  /** Its name for readers (the paused and unavailable notes). */
  readonly label: string;
  /** The URL prefixes it owns; the shell routes `${prefix}/*` to it. */
  readonly prefixes: readonly string[];
  /** Its dev server's port (`npm run dev`, `rspack serve`). */
  readonly devPort: number;
  /** Its exposed modules: `./<name>`, built from `src/<name>`; `routes` for every section. */
  readonly exposes: readonly string[];
}

/** The host: its app folder and dev port (it owns every path no section owns). */
export const SHELL = { app: 'shell', devPort: 3000 } as const;

/** Every section, in the order the site lists them (the topology keeps the same order). */
export const SECTIONS = {
  blog: {
    app: 'blog-remote',
    scope: 'blog_remote',
    label: 'Blog',
    prefixes: ['/blog'],
    devPort: 3001,
    exposes: ['routes', 'newest-post'],
  },
  red: {
    app: 'red-remote',
    scope: 'red_remote',
    label: 'The Red Chapter',
    prefixes: ['/red-page', '/red-archive'],
    devPort: 3002,
    exposes: ['routes', 'newest-poem'],
  },
  portfolio: {
    app: 'portfolio-remote',
    scope: 'portfolio_remote',
    label: 'Portfolio',
    prefixes: ['/portfolio', '/book', '/achievements', '/contact'],
    devPort: 3003,
    exposes: ['routes', 'book-showcase'],
  },
} as const satisfies Record<string, Section>;

export type SectionName = keyof typeof SECTIONS;
export type SectionScope = (typeof SECTIONS)[SectionName]['scope'];

export const SECTION_NAMES = Object.keys(SECTIONS) as SectionName[];

/** Every app's folder, the shell first. */
export const APP_FOLDERS: readonly string[] = [
  SHELL.app,
  ...SECTION_NAMES.map((name) => SECTIONS[name].app),
];

/** The section whose app is in `folder` (a remote's build knows its own folder). */
export function sectionOfApp(folder: string): Section & { name: SectionName } {
  const name = SECTION_NAMES.find((candidate) => SECTIONS[candidate].app === folder);
  if (!name) throw new Error(`no section has the app folder "${folder}" (@site/sections)`);
  return { name, ...SECTIONS[name] };
}

/** A section's exposes as Module Federation takes them: `./<name>` -> `./src/<name>`. */
export function federationExposes(section: Section): Record<string, string> {
  return Object.fromEntries(section.exposes.map((name) => [`./${name}`, `./src/${name}`]));
}
