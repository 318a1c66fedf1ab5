// Images a post can name in its `image` frontmatter, by file name. Importing each one gives
// the hashed URL of the built file; the width and height reserve its space before it loads.
import glassSlipper from './glass-slipper.svg';

export interface PostImage {
  src: string;
  width: number;
  height: number;
}

export const POST_IMAGES: Readonly<Record<string, PostImage>> = {
  'glass-slipper.svg': { src: glassSlipper, width: 800, height: 500 },
};
