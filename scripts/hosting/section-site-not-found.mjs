// The 404 page of a section's site: nothing a reader navigates to lives there (pages are
// on the shell's site), so it says where the site is instead.
function escapeHtml(text) {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );
}

export function sectionNotFoundHtml(section, shellOrigin) {
  const home = shellOrigin ? `${shellOrigin}/` : '/';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Not found</title></head>
<body><main><h1>Not found</h1><p>This file is not part of the ${escapeHtml(section)} section's current releases. The site is at <a href="${escapeHtml(home)}">${escapeHtml(home)}</a>.</p></main></body>
</html>
`;
}
