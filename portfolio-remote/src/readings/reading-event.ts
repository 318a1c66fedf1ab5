import { absoluteUrl, siteConfig, type StructuredData } from '@site/shared';
import type { Reading } from './reading';

const EVENT_STATUS: Record<Reading['status'], string> = {
  scheduled: 'https://schema.org/EventScheduled',
  rescheduled: 'https://schema.org/EventRescheduled',
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
};

const ATTENDANCE: Record<Reading['attendance'], string> = {
  'in-person': 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
};

/**
 * A reading still to come as schema.org's Event (what search engines list as an event): its
 * name, start and end with the venue's offset, the venue with its address, its status and how
 * to attend, the author as performer. `pagePath` is the readings page, the event's url when
 * it has no page of its own.
 */
export function readingEvent(reading: Reading, pagePath: string): StructuredData {
  const author = { '@type': 'Person', name: siteConfig.authorName, url: absoluteUrl('/') };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: reading.title,
    startDate: reading.startDate,
    endDate: reading.endDate,
    eventStatus: EVENT_STATUS[reading.status],
    eventAttendanceMode: ATTENDANCE[reading.attendance],
    location: {
      '@type': 'Place',
      name: reading.venue,
      address: {
        '@type': 'PostalAddress',
        ...(reading.address ? { streetAddress: reading.address } : {}),
        addressLocality: reading.city,
        addressCountry: reading.country,
      },
    },
    ...(reading.note ? { description: reading.note } : {}),
    url: reading.link ?? absoluteUrl(`${pagePath}#${reading.slug}`),
    performer: author,
    organizer: author,
  };
}
