/** @jest-environment node */
import { markKeptCopy } from './mark-kept-copy';

describe('markKeptCopy', () => {
  it('marks the <html> element and keeps the status, headers and the rest of the page', async () => {
    const kept = new Response(
      '<!doctype html><html lang="en"><head></head><body>Words</body></html>',
      {
        status: 200,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': "default-src 'self'",
        },
      },
    );
    const marked = await markKeptCopy(kept);
    expect(marked.status).toBe(200);
    expect(marked.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(await marked.text()).toBe(
      '<!doctype html><html data-kept-copy="" lang="en"><head></head><body>Words</body></html>',
    );
  });

  it('leaves an element whose name only starts with "html" alone', async () => {
    const marked = await markKeptCopy(new Response('<htmlish></htmlish><html>x</html>'));
    expect(await marked.text()).toBe('<htmlish></htmlish><html data-kept-copy="">x</html>');
  });
});
