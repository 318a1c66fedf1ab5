import type { SiteEnv } from '../src/env/site-env';

export class SiteEnvError extends Error {}
export function readSiteEnv(env?: Record<string, string | undefined>): SiteEnv;
