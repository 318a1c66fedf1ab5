/**
 * The shell<->remote contract: which remotes exist, the federation scope each is built
 * under, and the URL prefixes each owns. The shell routes a prefix to its remote; a remote
 * serves only paths under its own prefixes. Changing this file is a contract change: bump
 * CONTRACT_VERSION and say so in docs/contract.md.
 */
export const CONTRACT_VERSION = 1;

export const REMOTES = {
  blog: { scope: 'blog_remote', label: 'Blog', prefixes: ['/blog'] },
  red: { scope: 'red_remote', label: 'The Red Chapter', prefixes: ['/red-page', '/red-archive'] },
  portfolio: {
    scope: 'portfolio_remote',
    label: 'Portfolio',
    prefixes: ['/portfolio', '/book', '/achievements', '/contact'],
  },
} as const;

export type RemoteName = keyof typeof REMOTES;
export type RemoteScope = (typeof REMOTES)[RemoteName]['scope'];

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** The remote that owns a pathname, or undefined for the shell's own paths. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) =>
    REMOTES[name].prefixes.some(
      (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    ),
  );
}
