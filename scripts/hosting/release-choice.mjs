// What a release asks for, decided before anything is built or read: which sites (names of
// deploy/topology.json), and for a rollback, which earlier release comes back.

/** Throws, naming the sites there are, for an unknown site or a rollback of more than one. */
export function checkReleaseRequest(topology, sites, rollback) {
  const names = Object.keys(topology.sites);
  for (const name of sites) {
    if (!topology.sites[name]) {
      throw new Error(`unknown site "${name}" (one of ${names.join(', ')})`);
    }
  }
  if (rollback && sites.length !== 1) throw new Error('a rollback restores one site');
}

/**
 * The release a rollback of `name` restores: `to` (a release id) when given, else the one
 * before the live release. `history` is the site's releases, newest (the live one) first.
 */
export function releaseToRestore({ name, target, history, to = null }) {
  const chosen = to ? history.find((release) => release.id === to) : history[1];
  if (!chosen || chosen === history[0]) {
    const kept = history.map((release) => release.id).join(', ') || 'none';
    throw new Error(
      `${name} on ${target}: no earlier release to go back to (releases kept: ${kept})`,
    );
  }
  return chosen;
}
