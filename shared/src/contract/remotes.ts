import { SECTIONS, SECTION_NAMES, type SectionName, type SectionScope } from '@site/sections';

/**
 * The shell<->remote contract: which remotes exist, the federation scope each is built
 * under, the URL prefixes each owns and the modules each exposes, all read from the one map
 * of the sections (@site/sections). The shell routes a prefix to its remote; a remote serves
 * only paths under its own prefixes. Changing a section's scope, prefixes or exposes is a
 * contract change: bump CONTRACT_VERSION and say so in docs/contract.md.
 */
export const CONTRACT_VERSION = 1;

/** What the site knows of each section: its scope, its label and its prefixes. */
export const REMOTES = Object.fromEntries(
  SECTION_NAMES.map((name) => {
    const { scope, label, prefixes } = SECTIONS[name];
    return [name, { scope, label, prefixes }];
  }),
) as {
  readonly [Name in SectionName]: {
    readonly scope: (typeof SECTIONS)[Name]['scope'];
    readonly label: (typeof SECTIONS)[Name]['label'];
    readonly prefixes: (typeof SECTIONS)[Name]['prefixes'];
  };
};

export type RemoteName = SectionName;
export type RemoteScope = SectionScope;

export const REMOTE_NAMES: RemoteName[] = SECTION_NAMES;

/** The remote that owns a pathname, or undefined for the shell's own paths. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) =>
    REMOTES[name].prefixes.some(
      (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    ),
  );
}
