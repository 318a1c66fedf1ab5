import { exclusiveRooms, murderExchangePlaceholders } from '../../content/exclusive-rooms';
import { ComingSoonRoom } from './coming-soon-room';

/** /red-archive/murder-exchange. */
export function MurderExchangePage() {
  return (
    <ComingSoonRoom
      room={exclusiveRooms.murderExchange}
      placeholders={murderExchangePlaceholders}
    />
  );
}
