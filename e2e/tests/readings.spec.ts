import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { splitReadings } from '../../portfolio-remote/src/readings/reading';
import { axeViolations } from '../support/axe';
import { waitForApp, waitForSection } from '../support/app-ready';
import { achievementSections, readings, readingsCopy, siteConfig } from '../support/content';
import { expect, test } from '../support/test';

// The readings and performances (/achievements/readings, decision 030): the list split for the
// reader's day, the Event JSON-LD of those to come, their calendar files, the way in from
// /achievements and the credits' links. What the page shows is read from content/readings.

const PATH = '/achievements/readings';

const { readCalendar } = createRequire(import.meta.url)(
  '../../portfolio-remote/build/read-calendar.cjs',
) as {
  readCalendar: (text: string) => {
    events: Array<Record<string, string> & { start: number; end?: number; stamp: number }>;
  };
};

/** The readings as the page was split when it was built (today, as these tests run). */
const { upcoming, past } = splitReadings(readings, Date.now());

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** The titles of the readings listed in a section of the page, in order. */
const titlesIn = (page: Page, heading: string) =>
  page.getByRole('region', { name: heading }).getByRole('heading', { level: 3 }).allTextContents();

test.describe('the readings page', () => {
  for (const viewport of VIEWPORTS) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`lists the readings to come first, then those over (${viewport.name}, ${scheme})`, async ({
        browser,
      }) => {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          colorScheme: scheme,
        });
        const page = await context.newPage();
        await page.goto(PATH);
        await waitForSection(page);
        await expect(page).toHaveTitle(`${readingsCopy.title} | ${siteConfig.authorName}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(readingsCopy.title);
        if (upcoming.length > 0) {
          expect(await titlesIn(page, readingsCopy.upcomingHeading)).toEqual(
            upcoming.map((reading) => reading.title),
          );
        }
        if (past.length > 0) {
          expect(await titlesIn(page, readingsCopy.pastHeading)).toEqual(
            past.map((reading) => reading.title),
          );
        }
        // Each past reading with a recording leads to it.
        for (const reading of past.filter((candidate) => candidate.recording)) {
          await expect(
            page.locator(`[id="${reading.slug}"]`).getByRole('link', { name: /recording/ }),
          ).toHaveAttribute('href', reading.recording!);
        }
        // Nothing wider than the screen; words and controls readable in the scheme.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(
          await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }),
        ).toEqual([]);
        await context.close();
      });
    }
  }

  test('is in the sitemap and found by search', async ({ request }) => {
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`${PATH}</loc>`);
    const contents = await (await request.get('/search/contents.json')).text();
    expect(contents).toContain(PATH);
  });
});

test.describe("the readings' Event JSON-LD", () => {
  test.skip(upcoming.length === 0, 'no reading is still to come');

  test('has an Event for each reading to come, with what search engines require', async ({
    request,
  }) => {
    const html = await (await request.get(PATH)).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
    ]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .filter((data) => data['@type'] === 'Event');
    expect(blocks.map((event) => event.name)).toEqual(upcoming.map((reading) => reading.title));
    for (const [index, event] of blocks.entries()) {
      const reading = upcoming[index]!;
      expect(event['@context']).toBe('https://schema.org');
      // ISO 8601 with the venue's offset, naming the reading's instant.
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      expect(Date.parse(String(event.startDate))).toBe(reading.startMs);
      expect(Date.parse(String(event.endDate))).toBe(reading.endMs);
      const location = event.location as Record<string, unknown>;
      expect(location['@type']).toBe('Place');
      expect(location.name).toBe(reading.venue);
      const address = location.address as Record<string, unknown>;
      expect(address['@type']).toBe('PostalAddress');
      expect(address.addressLocality).toBe(reading.city);
      expect(address.addressCountry).toMatch(/^[A-Z]{2}$/);
      expect(event.eventStatus).toMatch(
        /^https:\/\/schema\.org\/Event(Scheduled|Rescheduled|Postponed|Cancelled)$/,
      );
      expect(event.eventAttendanceMode).toMatch(
        /^https:\/\/schema\.org\/(Offline|Online|Mixed)EventAttendanceMode$/,
      );
      expect(event.url).toMatch(/^https:\/\//);
    }
  });

  test('has no Event for a reading over', async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    for (const reading of past) expect(html).not.toContain(`"name":"${reading.title}"`);
  });
});

test.describe("the readings' calendar files", () => {
  test.skip(upcoming.length === 0, 'no reading is still to come');

  test('each reading to come has one, a valid iCalendar file of the same reading', async ({
    page,
    request,
  }) => {
    await page.goto(PATH);
    for (const reading of upcoming.filter((candidate) => candidate.status !== 'cancelled')) {
      const link = page
        .locator(`[id="${reading.slug}"]`)
        .getByRole('link', { name: new RegExp(readingsCopy.addToCalendar) });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/\/static\/readings\/[a-z0-9-]+\.[0-9a-f]{10}\.ics$/);
      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
      const { events } = readCalendar(await response.text());
      expect(events).toHaveLength(1);
      const [event] = events;
      expect(event!.start).toBe(reading.startMs);
      expect(event!.end).toBe(reading.endMs);
      expect(event!.SUMMARY).toBe(reading.title);
      expect(event!.LOCATION).toContain(reading.venue);
      expect(event!.UID).toContain(reading.slug);
      expect(event!.stamp).toBeLessThanOrEqual(Date.now());
    }
  });
});

test.describe('the day after a reading', () => {
  const next = upcoming[0];
  test.skip(!next, 'no reading is still to come');

  test('the served page marks it over in its place, without moving anything', async ({ page }) => {
    // The reader's clock: a day after the next reading ends; the page was built before it.
    await page.clock.setFixedTime(next!.endMs + 24 * 3_600_000);
    await page.addInitScript(() => {
      // Each shift with what moved, so that a failure says which element it was.
      const record = window as unknown as { shifts: string[] };
      record.shifts = [];
      const describe = (node: Node | null) =>
        node instanceof Element
          ? `<${node.tagName.toLowerCase()}${node.id ? ` id="${node.id}"` : ''}> "${(node.textContent ?? '').trim().slice(0, 40)}"`
          : String(node?.nodeName);
      const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          sources: {
            node: Node | null;
            previousRect: DOMRectReadOnly;
            currentRect: DOMRectReadOnly;
          }[];
        }[]) {
          const moved = entry.sources.map(
            (source) =>
              `${describe(source.node)} ${box(source.previousRect)} -> ${box(source.currentRect)}`,
          );
          record.shifts.push(`${entry.value}: ${moved.join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(PATH);
    await waitForSection(page);
    const card = page.locator(`[id="${next!.slug}"]`);
    await expect(card).toHaveAttribute('data-reading-over', 'true');
    await expect(
      card.getByRole('link', { name: new RegExp(readingsCopy.addToCalendar) }),
    ).toHaveCount(0);
    // Still where the served page had it, under Upcoming, until the next build moves it.
    expect((await titlesIn(page, readingsCopy.upcomingHeading))[0]).toBe(next!.title);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual(
      [],
    );
  });

  test('a page the app draws afresh lists it among those over', async ({ page }) => {
    await page.clock.setFixedTime(next!.endMs + 24 * 3_600_000);
    await page.goto('/achievements');
    await waitForSection(page);
    await page.getByRole('link', { name: readingsCopy.achievementsLink }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(readingsCopy.title);
    expect((await titlesIn(page, readingsCopy.pastHeading))[0]).toBe(next!.title);
  });
});

test.describe('the credits on /achievements', () => {
  const credits = achievementSections.flatMap((section) => section.items);

  test('link to their recording, or to their reading on the readings page', async ({ page }) => {
    await page.goto('/achievements');
    await waitForSection(page);
    for (const credit of credits) {
      const card = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 3, name: credit.title, exact: true }),
      });
      const reading = readings.find((candidate) => candidate.slug === credit.reading);
      const links = card.getByRole('link');
      if (reading?.recording) {
        await expect(links).toHaveAttribute('href', reading.recording);
        await expect(links).toHaveAttribute('target', '_blank');
      } else if (reading) {
        await expect(links).toHaveAttribute('href', `${PATH}#${reading.slug}`);
      } else if (credit.link) {
        await expect(links).toHaveAttribute('href', credit.link);
      } else {
        await expect(links).toHaveCount(0);
      }
    }
  });

  test("a credit's reading opens on the readings page, at the reading", async ({ page }) => {
    const credit = credits.find(
      (candidate) =>
        candidate.reading &&
        !readings.find((reading) => reading.slug === candidate.reading)?.recording,
    );
    test.skip(!credit, 'every credit with a reading has a recording');
    await page.goto('/achievements');
    await waitForApp(page);
    await page
      .getByRole('link', {
        name: new RegExp(`${readingsCopy.creditReading}\\s*: ${credit!.title}`),
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`${PATH}#${credit!.reading}$`));
    await expect(page.locator(`[id="${credit!.reading}"]`)).toBeInViewport();
  });

  test('the page leads to the readings, and back', async ({ page }) => {
    await page.goto('/achievements');
    await waitForSection(page);
    await page.getByRole('link', { name: readingsCopy.achievementsLink }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(readingsCopy.title);
    // The menu keeps Achievements as the place the reader is in.
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Achievements' }).first(),
    ).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: readingsCopy.backLabel }).click();
    await expect(page).toHaveURL(/\/achievements$/);
  });
});
