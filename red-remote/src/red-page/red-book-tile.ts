import type { BookIdentity } from '@site/shared/content/books';

/**
 * One book on the red page: the book as every section shows it (title, kind, year, cover:
 * shared/content/books.ts), and its two ways further in.
 */
export interface RedBookTile extends BookIdentity {
  /** 'Exclusive Content': the book's room in the Red Archive. */
  exclusiveLink: string;
  /** 'Grab Your Copy': the book's page with every retailer (named as in the spec). */
  amazonLink: string;
}
