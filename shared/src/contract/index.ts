// What a remote needs to speak to the shell: the contract's version, the shape of each kind of
// exposed module, and the history state of a navigation over the page. Which sections exist,
// their prefixes and the runtime manifest are the shell's (shell/src/sections/), so a new
// section changes nothing here (docs/contract.md).
export * from './version';
export * from './modules';
export * from './navigation-state';
