// An ESLint rule for import zones: an import is resolved against the importing file, so a
// relative path is judged by where it lands (server/tools/ is the server's own,
// ../../scripts/ from server/src/ is the repository's scripts/), and `@site/<name>` by the
// workspace folder it names.
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** The repository path an import lands in ('scripts/hosting/<file>.mjs'), or null for a package. */
function target(specifier, filename) {
  if (specifier.startsWith('.')) {
    const resolved = path.resolve(path.dirname(filename), specifier);
    return path.relative(REPO_ROOT, resolved).split(path.sep).join('/');
  }
  const workspace = /^@site\/([^/]+)(\/.*)?$/.exec(specifier);
  return workspace ? `${workspace[1]}${workspace[2] ?? ''}` : null;
}

const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports out of the folders a zone may not reach.' },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            from: { type: 'array', items: { type: 'string' } },
            message: { type: 'string' },
          },
          required: ['from', 'message'],
          additionalProperties: false,
        },
      },
    ],
  },
  create(context) {
    const zones = context.options[0] ?? [];
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const file = target(node.value, context.filename);
      if (file === null) return;
      const zone = zones.find((candidate) => candidate.from.some((folder) => inside(file, folder)));
      if (zone) context.report({ node, message: `${zone.message} (imports ${file})` });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportEqualsDeclaration: (node) => check(node.moduleReference?.expression),
    };
  },
};
