import { Button, Page } from '@site/shared';
import { RETRY_LABEL, SERVER_ERROR_COPY } from './server-error-copy';

/**
 * The unavailable page's last resort, in the shell's start-up: the page itself is fetched with
 * the floor's code (unavailable-page.tsx), which the service worker keeps on the device; when
 * even that cannot be had (offline before the worker has kept it), the same words, plainly.
 */
export function UnavailableFallback({ retry }: { retry: () => void }) {
  return (
    <Page title={SERVER_ERROR_COPY.title} meta={{ noIndex: true }}>
      <section role="alert" data-unavailable="server-error">
        <h1>{SERVER_ERROR_COPY.title}</h1>
        <p>{SERVER_ERROR_COPY.lead}</p>
        <Button variant="primary" size="large" onClick={retry}>
          {RETRY_LABEL}
        </Button>
      </section>
    </Page>
  );
}
