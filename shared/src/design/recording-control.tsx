import { css } from '@emotion/react';
import { lazyNamed, theme } from '@site/shared';
import { Suspense, useRef, useState } from 'react';
import type { ListenCopy } from './listen-button';
import type { ListenedPiece } from './listening';
import { useListenIntent } from './listen-intent';
import { ServedRecording } from './served-recording';

/** Listen / Pause: code fetched when the reader first reaches for the recording. */
const ListenControl = lazyNamed(
  () => import(/* webpackChunkName: "listen-control" */ './listen-control'),
  'ListenControl',
);

const areaCss = /*#__PURE__*/ css`
  margin: 0 0 ${theme.space(6)};
  audio {
    max-width: 100%;
  }
`;

/**
 * A recording beside a piece read as a whole (a post; a poem marks its lines instead:
 * red-remote/src/archive/recorded-poem.tsx): served, the browser's own audio control; once
 * the reader reaches for it, a Listen button that plays it through the shell's player where
 * the shell has one (it plays on across pages), else in the page's own element.
 */
export function RecordingControl({
  src,
  piece,
  copy,
}: {
  /** The audio file's address as the build wrote it (absolute, or relative to the page). */
  src: string;
  piece: ListenedPiece;
  copy: ListenCopy;
}) {
  const area = useRef<HTMLDivElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const [live, setLive] = useState(false);
  const { wanted } = useListenIntent(area);
  return (
    <div ref={area} css={areaCss}>
      <ServedRecording ref={audio} src={src} type={piece.type} title={piece.title} live={live} />
      {wanted && (
        <Suspense fallback={null}>
          <ListenControl audio={audio} piece={piece} copy={copy} onLive={setLive} />
        </Suspense>
      )}
    </div>
  );
}
