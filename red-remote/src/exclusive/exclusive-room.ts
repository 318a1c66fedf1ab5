import type { SizedImage } from '@site/shared';

/** Something announced for a book's room in the Red Archive, shown as a coming-soon card. */
export interface Placeholder {
  title: string;
  text: string;
}

/** A book's exclusive-content room (/red-archive/<book>). */
export interface ExclusiveRoom {
  bookTitle: string;
  /** Document title of the page. */
  pageTitle: string;
  intro: string;
}

export interface CharacterProfile {
  name: string;
  role: string;
  description: string;
}

export interface WorldBuildingNotes {
  paragraphs: readonly string[];
  map: SizedImage & { caption: string };
}
