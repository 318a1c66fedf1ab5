/**
 * What a failed test keeps: its trace of actions, console and network, without the DOM
 * snapshots and screenshots whose recording on every action tripled the time of the axe tests
 * (30 s instead of 12 on a 2-core machine). `E2E_TRACE=on` records those too.
 */
export const TRACE =
  process.env.E2E_TRACE === 'on'
    ? ('retain-on-failure' as const)
    : { mode: 'retain-on-failure' as const, snapshots: false, screenshots: false };
