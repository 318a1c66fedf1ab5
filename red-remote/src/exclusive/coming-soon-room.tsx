import { ComingSoon } from '@site/shared';
import { RedSection } from '../ui/red-section';
import { cardGridCss } from '../ui/red-styles';
import { ExclusiveHeader } from './exclusive-header';
import type { ExclusiveRoom, Placeholder } from './exclusive-room';

/** A book's room whose content is announced but not published yet. */
export function ComingSoonRoom({
  room,
  placeholders,
}: {
  room: ExclusiveRoom;
  placeholders: readonly Placeholder[];
}) {
  return (
    <RedSection title={room.pageTitle} description={room.intro}>
      <ExclusiveHeader room={room} />
      <ul css={cardGridCss}>
        {placeholders.map((placeholder) => (
          <li key={placeholder.title}>
            <ComingSoon title={placeholder.title}>{placeholder.text}</ComingSoon>
          </li>
        ))}
      </ul>
    </RedSection>
  );
}
