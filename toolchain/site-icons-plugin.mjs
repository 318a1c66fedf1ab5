// The site's icon as the files browsers, phones and feed readers ask for by name, drawn from
// the one source, the shell's public/favicon.svg: a modern browser takes the SVG (index.html links it);
// /favicon.ico is what a browser asks for on a page without a link (a feed opened in a tab)
// and what many feed readers and link previews fetch; iOS takes apple-touch-icon.png for the
// home screen; JSON Feed names a large and a small PNG (scripts/prerender/site-feeds.mjs).
import { readFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import { SITE_ICON_FILES, SITE_ICON_SIZES } from './site-icon-files.mjs';

export { SITE_ICON_FILES };

/** The sizes a .ico holds: tabs, taskbars and high-density tabs. */
const ICO_SIZES = [16, 32, 48];

/**
 * The SVG drawn `size` pixels square (resvg's image: its `pixels`, RGBA, and `asPng()`). With
 * `background`, the square is filled first: a home screen icon is masked by the phone itself
 * and must have no transparent corners.
 * @param {string} svg
 * @param {number} size
 * @param {string} [background]
 */
export function iconImage(svg, size, background) {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    ...(background ? { background } : {}),
  });
  return resvg.render();
}

/** The same as a PNG file. */
export const pngOf = (svg, size, background) => iconImage(svg, size, background).asPng();

/**
 * A .ico file holding each PNG as it is (the PNG form of ICO entries, read by every browser
 * since Windows Vista's): a 6-byte header, a 16-byte entry per image, then the images.
 * @param {{ size: number, png: Buffer }[]} images
 */
export function icoOf(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: an icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    // 0 stands for 256 in the one-byte width and height.
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/**
 * Every icon file from the SVG: `[file name, bytes]`.
 * @param {string} svg
 * @param {string} background the colour behind the icon where it must be opaque
 */
export function siteIconFiles(svg, background) {
  return [
    [SITE_ICON_FILES.ico, icoOf(ICO_SIZES.map((size) => ({ size, png: pngOf(svg, size) })))],
    [SITE_ICON_FILES.appleTouch, pngOf(svg, SITE_ICON_SIZES.appleTouch, background)],
    [SITE_ICON_FILES.large, pngOf(svg, SITE_ICON_SIZES.large, background)],
    [SITE_ICON_FILES.small, pngOf(svg, SITE_ICON_SIZES.small)],
  ];
}

/** Emits the icon files into the shell's build, from its public/favicon.svg. */
export class SiteIconsPlugin {
  /** @param {{ svgFile: string, background: string }} options */
  constructor({ svgFile, background }) {
    this.svgFile = svgFile;
    this.background = background;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SiteIconsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'SiteIconsPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        async () => {
          const svg = await readFile(this.svgFile, 'utf8');
          compilation.fileDependencies.add(this.svgFile);
          for (const [file, bytes] of siteIconFiles(svg, this.background)) {
            compilation.emitAsset(file, new RawSource(bytes));
          }
        },
      );
    });
  }
}
