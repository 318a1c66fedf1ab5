import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
/** The books every section shows (shared/content/books.ts): content too, read the same way. */
const SHARED_CONTENT = '@site/shared/content/';
const SHARED_CONTENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../shared/content',
);

/**
 * A content data file that imports images (books.ts, achievements.ts, ...), evaluated with
 * each image as its file name, as Jest's file stub does: Node cannot import an image, and the
 * browser tests need the file's data, not its pictures. Besides images, such a file imports
 * only types (which compile away) and the shared content modules (read the same way); anything
else is refused, so nothing is stubbed unseen.
 */
export function loadContentModule<Module>(file: string): Module {
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const requireImage = (request: string) => {
    if (request.startsWith(SHARED_CONTENT)) {
      const name = request.slice(SHARED_CONTENT.length);
      return loadContentModule(path.join(SHARED_CONTENT_DIR, `${name}.ts`));
    }
    if (!IMAGE.test(request)) {
      throw new Error(`${file} imports ${request}: only images and types can be read here`);
    }
    return { __esModule: true, default: path.basename(request) };
  };
  const module: { exports: Record<string, unknown> } = { exports: {} };
  new Function('require', 'module', 'exports', code)(requireImage, module, module.exports);
  return module.exports as Module;
}
