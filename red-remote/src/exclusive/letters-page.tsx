import { exclusiveRooms, lettersPlaceholders } from '../../content/exclusive-rooms';
import { ComingSoonRoom } from './coming-soon-room';

/** /red-archive/letters. */
export function LettersPage() {
  return <ComingSoonRoom room={exclusiveRooms.letters} placeholders={lettersPlaceholders} />;
}
