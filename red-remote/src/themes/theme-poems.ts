import type { ArchiveEntry, ReadableEntry } from '../archive/archive-entries';
import type { ThemeKey } from './theme-keys';

/** The published poems of a theme, in the diary's order (a locked entry is never listed). */
export function poemsOfTheme(entries: readonly ArchiveEntry[], key: ThemeKey): ReadableEntry[] {
  return entries.filter(
    (entry): entry is ReadableEntry => entry.kind === 'readable' && entry.theme === key,
  );
}
