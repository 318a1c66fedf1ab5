/** @jest-environment node */
import { compareWithKept, KeptCopyVerdicts } from './kept-copy-verdicts';

const page = (html: string, status = 200) =>
  new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });

const HOME = '<!doctype html><html lang="en"><body><h2>The newest post</h2></body></html>';

describe('compareWithKept', () => {
  it('finds the kept copy current when the network sends the same page', async () => {
    await expect(compareWithKept(page(HOME), Promise.resolve(page(HOME)))).resolves.toBe('current');
  });

  it('finds it stale when the page changed (a section released a newer post)', async () => {
    const newer = HOME.replace('The newest post', 'A newer post');
    await expect(compareWithKept(page(HOME), Promise.resolve(page(newer)))).resolves.toBe('stale');
  });

  it('finds it stale when the page is gone', async () => {
    await expect(compareWithKept(page(HOME), Promise.resolve(page('', 404)))).resolves.toBe(
      'stale',
    );
  });

  it('cannot tell offline', async () => {
    await expect(
      compareWithKept(page(HOME), Promise.reject(new TypeError('Failed to fetch'))),
    ).resolves.toBe('unknown');
  });

  it('leaves the network response readable for the page and the kept pages', async () => {
    const fresh = page(HOME);
    await compareWithKept(page(HOME), Promise.resolve(fresh));
    await expect(fresh.text()).resolves.toBe(HOME);
  });
});

describe('KeptCopyVerdicts', () => {
  it('gives each page its own verdict, once', async () => {
    const verdicts = new KeptCopyVerdicts();
    verdicts.expect('page-a', Promise.resolve('current'));
    verdicts.expect('page-b', Promise.resolve('stale'));
    await expect(verdicts.take('page-b')).resolves.toBe('stale');
    await expect(verdicts.take('page-a')).resolves.toBe('current');
    await expect(verdicts.take('page-a')).resolves.toBe('unknown');
  });

  it('answers unknown for a page it did not open from a kept copy', async () => {
    await expect(new KeptCopyVerdicts().take('page-never-kept')).resolves.toBe('unknown');
  });

  it('forgets the oldest verdicts nobody asked for', async () => {
    const verdicts = new KeptCopyVerdicts();
    for (let index = 0; index < 25; index += 1) {
      verdicts.expect(`page-${index}`, Promise.resolve('current'));
    }
    await expect(verdicts.take('page-0')).resolves.toBe('unknown');
    await expect(verdicts.take('page-24')).resolves.toBe('current');
  });
});
