import { SECTIONS, SECTION_NAMES, type SectionName, type SectionScope } from '@site/sections';

/**
 * The sections the shell composes, read from the one map of the sections (@site/sections):
 * the federation scope each is built under, its name for readers and the URL prefixes it
 * owns. The list is the shell's, not the contract's: a section knows only its own prefixes,
 * so a new section is a release of the shell and of the new remote, no other
 * (docs/contract.md, "Remotes and their prefixes").
 */
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
