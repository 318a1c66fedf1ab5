// Where a preview of a section is served, derived from deploy/topology.json (the one source of
// origins). A preview is two sites: the previewed section's build, and the shell's site whose
// runtime manifest points that section there and whose pages are rendered with it.
//   production  a preview channel of each of the two Hosting sites, on the same channel name:
//               https://<site id>--<channel>-<hash>.web.app (Hosting picks the hash; firebase
//               prints the URL when it deploys the channel)
//   emulator    the Hosting emulator has no channels: two more sites of the emulator stand in
//               for them, on the ports firebase-tools gives the 5th and 6th site
//   local       npm start's server: the whole preview is one origin (scripts/preview/local.mjs)
import { siteOrigins } from '@site/hosting-policy';

/** The emulator's stand-ins for the two channels, as targets of its firebase.json. */
export const EMULATOR_PREVIEW_SITES = { shell: 'shell-preview', section: 'section-preview' };

/**
 * The emulator's preview sites, after the topology's own, each with its origin: the emulator
 * gives site i > 0 the port hostingPort + 4 + i (firebase-tools lib/serve/hosting.js).
 * @param {import('@site/hosting-policy').Topology} topology
 * @returns {{ shell: string, section: string }} the origin of each
 */
export function emulatorPreviewOrigins(topology) {
  const count = Object.keys(topology.sites).length;
  const origin = (i) => `http://127.0.0.1:${topology.emulator.hostingPort + 4 + i}`;
  return { shell: origin(count), section: origin(count + 1) };
}

/** Every site the emulator serves, by target name: the topology's, then the preview sites. */
export function emulatorOrigins(topology) {
  const previews = emulatorPreviewOrigins(topology);
  return {
    ...siteOrigins(topology, 'emulator'),
    [EMULATOR_PREVIEW_SITES.shell]: previews.shell,
    [EMULATOR_PREVIEW_SITES.section]: previews.section,
  };
}

/**
 * A channel name as Hosting stores it (firebase-tools normalizeName: `/ : _ #` become `-`),
 * checked: the name is part of a host name, and `live` is the live site, not a preview.
 * @param {string} channel
 */
export function channelId(channel) {
  const id = channel.replace(/[/:_#]/g, '-');
  if (!/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(id) || id === 'live') {
    throw new Error(
      `--channel "${channel}": a preview channel is lower-case letters, digits and dashes (not "live")`,
    );
  }
  return id;
}

function escapeRegex(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The origins a channel of `name`'s Hosting site can have: https://<site id>--<channel>-<hash>.web.app.
 * The URL firebase prints is checked against it before it goes into a runtime manifest and a
 * Content-Security-Policy.
 */
export function channelOriginPattern(topology, name, channel) {
  const site = topology.sites[name]?.site;
  if (!site) throw new Error(`no site "${name}" in deploy/topology.json`);
  return new RegExp(
    `^https://${escapeRegex(site)}--${escapeRegex(channelId(channel))}-[a-z0-9]+\\.web\\.app$`,
  );
}

/** `url` (what firebase printed for a channel of `name`) as an origin, or a failure naming it. */
export function checkedChannelOrigin(topology, name, channel, url) {
  const origin = URL.canParse(url) ? new URL(url).origin : '';
  if (!channelOriginPattern(topology, name, channel).test(origin)) {
    throw new Error(
      `the channel URL of ${name} is "${url}", not a channel of ${topology.sites[name].site} named ${channelId(channel)}`,
    );
  }
  return origin;
}

/** What a dry run names the section's channel: the hash is Hosting's to choose. */
export function dryRunChannelOrigin(topology, name, channel) {
  return `https://${topology.sites[name].site}--${channelId(channel)}-dryrun.web.app`;
}
