import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Collects console errors and uncaught exceptions of a page, for "no errors" checks; `except`
 * leaves out lines a test has shown to be harmless (support/firestore-channel.ts).
 */
export function collectConsoleErrors(
  page: Page,
  except: (message: ConsoleMessage) => boolean = () => false,
): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !except(message)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
