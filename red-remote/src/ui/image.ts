/** An image file with the size it is drawn at (no layout shift) and what it shows. */
export interface SizedImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}
