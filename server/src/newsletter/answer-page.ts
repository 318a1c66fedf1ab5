// The page a reader without JavaScript gets after a sign-up or an unsubscribe (the form posts
// to the server and the server answers with a page). Self-contained: the site's colours for
// both schemes (shared/src/theme/theme.ts, shared/src/theme/light-colors.ts) inline, which
// the site's Content-Security-Policy allows for styles, and no script.

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export interface AnswerPage {
  title: string;
  /** Paragraphs of plain text. */
  lines: string[];
  /** Where the reader goes on: a path of this site. */
  back: { href: string; label: string };
  /** A form with one button (the unsubscribe page's confirmation). */
  form?: { action: string; fields: Record<string, string>; button: string };
}

const STYLE = `
:root { color-scheme: dark light; --bg: #120e14; --surface: #1d1720; --border: #3d3042;
  --text: #f6eee8; --muted: #c9b8c4; --accent: #f27a9b; --on-accent: #1a0d13; --focus: #ffd36e; }
@media (prefers-color-scheme: light) { :root { --bg: #fbf6f1; --surface: #f3eae3;
  --border: #d3c2cb; --text: #21171f; --muted: #5b4656; --accent: #b02a55; --on-accent: #ffffff;
  --focus: #9c4a00; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
  background: var(--bg); color: var(--text); font: 1.05rem/1.6 system-ui, sans-serif; }
main { max-width: 560px; width: 100%; padding: 32px; border: 1px solid var(--border);
  border-radius: 16px; background: var(--surface); }
h1 { margin: 0 0 16px; font: 600 1.8rem/1.2 Georgia, 'Times New Roman', serif; }
p { margin: 0 0 16px; }
a { color: var(--accent); font-weight: 600; }
button { font: inherit; font-weight: 600; padding: 10px 20px; border: 0; border-radius: 999px;
  background: var(--accent); color: var(--on-accent); cursor: pointer; margin-bottom: 16px; }
a:focus-visible, button:focus-visible { outline: 3px solid var(--focus); outline-offset: 3px; }
`;

/** The whole HTML of an answer page. */
export function answerPageHtml(page: AnswerPage): string {
  const lines = page.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}">${Object.entries(
        page.form.fields,
      )
        .map(
          ([name, value]) =>
            `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
        )
        .join('')}<button type="submit">${escapeHtml(page.form.button)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${lines}
${form}
<p><a href="${escapeHtml(page.back.href)}">${escapeHtml(page.back.label)}</a></p>
</main>
</body>
</html>
`;
}
