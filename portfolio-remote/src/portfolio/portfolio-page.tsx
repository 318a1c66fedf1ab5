import { Page } from '@site/shared';

/** /portfolio. */
export function PortfolioPage() {
  return (
    <Page title="Portfolio">
      <h1>Portfolio</h1>
    </Page>
  );
}
