import { KEPT_COPY_ATTRIBUTE } from '../components/service-worker-messages';

/**
 * The kept copy of a page, marked on its <html> element, so that the app knows its served
 * parts may be older than the sections' code it will run (shell/src/app/kept-page-hydration.ts).
 */
export async function markKeptCopy(kept: Response): Promise<Response> {
  const html = await kept.text();
  return new Response(html.replace(/<html(?=[\s>])/i, `<html ${KEPT_COPY_ATTRIBUTE}=""`), {
    status: kept.status,
    statusText: kept.statusText,
    headers: kept.headers,
  });
}
