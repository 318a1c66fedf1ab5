import type { ImgHTMLAttributes } from 'react';

/** An image file with the size it is drawn at (no layout shift) and what it shows. */
export interface SizedImage {
  /** URL of the imported file. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

type SizedImgProps = { image: SizedImage } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height' | 'alt'
>;

/** The `<img>` of a SizedImage: its width and height reserve its room before it loads. */
export function SizedImg({ image, ...attributes }: SizedImgProps) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      {...attributes}
    />
  );
}
