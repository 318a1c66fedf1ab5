// The crawl runs on the local server, where each section is served under /remotes/<name>/
// of one origin. The prerendered HTML of a target must name where that target serves each
// section (its own Hosting site in production and on the emulator) and be root-relative
// for the shell's own files.
import { sectionBase, sectionNames } from '@site/hosting-policy';

function escapeRegex(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * @param {object} topology
 * @param {'production' | 'emulator' | 'local'} target
 * @param {string} crawlOrigin the local server the crawl ran on
 * @param {Record<string, string>} [sectionBases] a section served elsewhere than the target
 *   says, by name, with its base URL (a trailing slash): a preview's pages name the previewed
 *   section's channel, where its runtime manifest points
 * @returns {(text: string) => string}
 */
export function urlRelocator(topology, target, crawlOrigin, sectionBases = {}) {
  const sections = sectionNames(topology).join('|');
  // Any origin: absolute URLs on the crawl server and on the public site (JSON-LD images are
  // made absolute against the public site's origin).
  const sectionUrl = new RegExp(`(?:https?://[^/"'\\s)]+)?/remotes/(${sections})/`, 'g');
  const crawlRoot = new RegExp(`${escapeRegex(crawlOrigin)}/`, 'g');
  return (text) =>
    text
      .replace(sectionUrl, (match, section) =>
        sectionBases[section] !== undefined
          ? sectionBases[section]
          : target === 'local'
            ? match.replace(crawlOrigin, '')
            : sectionBase(topology, target, section),
      )
      .replace(crawlRoot, '/');
}
