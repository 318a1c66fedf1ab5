import { siteConfig } from '../config/site-config';
import { siteEnv } from '../env/site-env';

/** The public origin: SITE_URL at build time, else the one in the site config. */
export function siteOrigin(): string {
  return (siteEnv().siteUrl ?? siteConfig.siteUrl).replace(/\/+$/, '');
}

/**
 * An absolute URL on the public site for a root-relative path. Asset URLs the bundler made
 * absolute against the current origin (a preview or build server) move to the public one.
 */
export function absoluteUrl(pathOrUrl: string): string {
  const here = typeof window === 'undefined' ? null : window.location.origin;
  if (here && pathOrUrl.startsWith(`${here}/`))
    return `${siteOrigin()}${pathOrUrl.slice(here.length)}`;
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteOrigin()}${pathOrUrl}`;
}
