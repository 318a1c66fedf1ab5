import { Page } from '@site/shared';

/** Last line of defence for an error outside any section: a message, never a blank page. */
export function RootError() {
  return (
    <Page title="Something went wrong">
      <h1>Something went wrong</h1>
      <p>
        The page could not be shown. Please <a href="/">go back to the home page</a> or reload.
      </p>
    </Page>
  );
}
