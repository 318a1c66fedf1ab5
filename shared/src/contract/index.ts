export * from './remotes';
export * from './exposes';
export * from './runtime-manifest';
export * from './navigation-state';
