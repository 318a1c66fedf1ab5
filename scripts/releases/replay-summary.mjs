// @ts-check
// The replay's figures: how many commits release 0, 1, 2, 3 or 4 sites, and the closing line
// the issue asks for (`N of M commits release more than one site`, M the commits examined).

/**
 * @param {readonly { sites: readonly string[] }[]} replayed
 * @param {number} siteCount
 */
export function summarizeReplay(replayed, siteCount) {
  const bySiteCount = Array.from({ length: siteCount + 1 }, () => 0);
  for (const { sites } of replayed) bySiteCount[sites.length] += 1;
  const moreThanOne = bySiteCount.slice(2).reduce((sum, count) => sum + count, 0);
  return {
    bySiteCount,
    lines: [
      ...bySiteCount.map((count, sites) => `${count} commit(s) release ${sites} site(s)`),
      `${moreThanOne} of ${replayed.length} commits release more than one site`,
    ],
  };
}
