import type { Locator, Page } from '@playwright/test';

/** The link to a page in the header's main navigation, by its whole name. */
export const mainNavLink = (page: Page, name: string): Locator =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
