import { redCopy } from '../../red-remote/content/red-copy';
import { expect, test } from '../support/test';
import { waitForSection } from '../support/app-ready';
import { openAt } from '../support/open-page';
import { phonePage } from '../support/phone';

// The map of /red-archive/huntress on a phone: drawn 350 px wide on the page, its
// place names are a few pixels high; a tap opens it full screen at a size to read, to pan
// across (and pinch to zoom).

test('on a phone, a tap opens the map full screen, large enough to read', async ({ browser }) => {
  const page = await phonePage(browser);
  await page.goto('/red-archive/huntress');
  // The section live: before it, a tap on the map follows its link to the map's file.
  await waitForSection(page);
  const notes = page.getByRole('main').getByRole('img', { name: /./ }).last();
  await notes.scrollIntoViewIfNeeded();
  const onPage = await notes.boundingBox();
  if (!onPage) throw new Error('the map is not on the page');

  await notes.tap();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  const screen = await viewer.boundingBox();
  expect(screen).toMatchObject({ x: 0, y: 0, width: 390 });
  expect(screen?.height).toBeGreaterThanOrEqual(800);

  const opened = viewer.getByRole('img');
  await expect(opened).toHaveAttribute('alt', (await notes.getAttribute('alt')) ?? '');
  const openedBox = await opened.boundingBox();
  // At least three times as large as on the page: its names from ~7 px to ~20 px and more.
  expect(openedBox?.width ?? 0).toBeGreaterThanOrEqual(onPage.width * 3);
  // It pans: the dialog's content scrolls both ways, and pinch zoom is not turned off.
  const scroller = await opened.evaluate((image) => {
    const parent = image.parentElement as HTMLElement;
    return {
      across: parent.scrollWidth > parent.clientWidth,
      down: parent.scrollHeight > parent.clientHeight,
      touchAction: getComputedStyle(image).touchAction,
    };
  });
  expect(scroller.across).toBe(true);
  expect(scroller.touchAction).toMatch(/pinch-zoom|manipulation|auto/);
  await page.context().close();
});

test('from the keyboard: its link (the map file without the app) opens it, Escape returns focus to the link', async ({
  page,
}) => {
  // The section live: before it, the link is a link (to the map's file).
  await openAt(page, { width: 1280, height: 900 }, '/red-archive/huntress', waitForSection);
  const open = page.getByRole('link', { name: redCopy.huntress.openMap });
  await open.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(open).toBeFocused();
});
