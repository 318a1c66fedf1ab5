import type { SizedImage } from '@site/shared';

/** One book on the red page. */
export interface RedBookTile {
  title: string;
  /** A short line above the title (kind of book, year). */
  label: string;
  image: SizedImage;
  /** 'Exclusive Content': the book's room in the Red Archive. */
  exclusiveLink: string;
  /** 'Grab Your Copy': the book's page with every retailer (named as in the spec). */
  amazonLink: string;
}
