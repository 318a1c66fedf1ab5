import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';

const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/**
 * A content data file that imports images (books.ts, achievements.ts, ...), evaluated with
 * each image as its file name, as Jest's file stub does: Node cannot import an image, and the
 * browser tests need the file's data, not its pictures. Besides images, such a file imports
 * only types (which compile away); anything else is refused, so nothing is stubbed unseen.
 */
export function loadContentModule<Module>(file: string): Module {
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const requireImage = (request: string) => {
    if (!IMAGE.test(request)) {
      throw new Error(`${file} imports ${request}: only images and types can be read here`);
    }
    return { __esModule: true, default: path.basename(request) };
  };
  const module: { exports: Record<string, unknown> } = { exports: {} };
  new Function('require', 'module', 'exports', code)(requireImage, module, module.exports);
  return module.exports as Module;
}
