// What a remote needs to speak to the shell: the contract's version, the shape of each kind of
// exposed module, and the history state of a navigation over the page. Which sections exist,
// their prefixes and the runtime manifest are the shell's (shell/src/sections/), so a new
// section changes nothing here (docs/contract.md). The site player's events are described here too
// (site-player.ts): types only, the request travels through the page.
export * from './version';
export * from './modules';
export * from './navigation-state';
export * from './site-player';
