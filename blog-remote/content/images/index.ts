// Images a post can name in its `image` frontmatter, by file name. Importing each one gives
// the hashed URL of the built file; the width and height reserve its space before it loads.
import type { SizedImage } from '@site/shared';
import glassSlipper from './glass-slipper.svg';

/** A post image's file and size; its alt text is written in the post's frontmatter. */
export type PostImage = Omit<SizedImage, 'alt'>;

export const POST_IMAGES: Readonly<Record<string, PostImage>> = {
  'glass-slipper.svg': { src: glassSlipper, width: 800, height: 500 },
};
