import { Page } from '@site/shared';

/** /red-page. */
export function RedPage() {
  return (
    <Page title="The Red Chapter">
      <h1>And suddenly everything was RED</h1>
    </Page>
  );
}
