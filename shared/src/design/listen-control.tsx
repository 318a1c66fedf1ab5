import { type RefObject, useRef } from 'react';
import { ListenButton, useTakeOverFromServedControl, type ListenCopy } from './listen-button';
import { type ListenedPiece, useListening } from './listening';

/**
 * The live half of recording-control.tsx (its own chunk): Listen / Pause in place of the
 * page's audio control, which it hides once here (`onLive`); if that control had the focus,
 * the button takes it.
 */
export function ListenControl({
  audio,
  piece,
  copy,
  onLive,
}: {
  audio: RefObject<HTMLAudioElement | null>;
  piece: ListenedPiece;
  copy: ListenCopy;
  onLive: (live: boolean) => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const listening = useListening(audio, piece);
  useTakeOverFromServedControl(audio, button, onLive);
  return (
    <ListenButton ref={button} playing={listening.playing} onClick={listening.toggle} copy={copy} />
  );
}
