import { absoluteUrl, siteConfig, type StructuredData } from '@site/shared';
import { audioObject } from '@site/shared/design/audio-object';
import { redCopy } from '../../content/red-copy';
import type { ReadableEntry } from './archive-entries';
import { ARCHIVE_PATH, entryPath } from './entry-address';
import { themeTitles } from '../../content/theme-titles';
import { isThemeKey } from '../themes/theme-keys';

/**
 * A poem's JSON-LD: a CreativeWork of the genre Poetry (schema.org has no Poem type), by the
 * author, part of the Red Archive, at its position in the diary, with its day and theme
 * where its file gives them.
 */
export function poemStructuredData(
  entry: ReadableEntry,
  description: string,
  recording?: Recording,
): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    genre: 'Poetry',
    name: entry.title,
    headline: entry.label,
    description,
    url: absoluteUrl(entryPath(entry.number)),
    mainEntityOfPage: absoluteUrl(entryPath(entry.number)),
    position: entry.number,
    ...(entry.date ? { dateCreated: entry.date } : {}),
    ...(isThemeKey(entry.theme) ? { keywords: themeTitles[entry.theme] } : {}),
    author: { '@type': 'Person', name: siteConfig.authorName, url: absoluteUrl('/') },
    isPartOf: {
      '@type': 'Collection',
      name: redCopy.archive.heading,
      url: absoluteUrl(ARCHIVE_PATH),
    },
    // The recording beside the poem: the author reading it (a sample's is synthesised).
    ...(recording && {
      audio: audioObject({
        name: entry.title,
        contentUrl: absoluteUrl(recording.src),
        type: recording.type,
        duration: recording.duration,
      }),
    }),
  };
}
