import { lazyNamed } from '@site/shared';
import { useListenIntent } from '@site/shared/design/listen-intent';
import { ServedRecording } from '@site/shared/design/served-recording';
import { Suspense, type HTMLAttributes, useRef, useState } from 'react';
import { Poem } from './poem';

/**
 * The Listen control, the marked line and the lines that play: code fetched when the reader
 * first reaches for the recording (@site/shared/design/listen-intent), not with the page.
 */
const ListeningPoem = lazyNamed(
  () => import(/* webpackChunkName: "listening-poem" */ './listening-poem'),
  'ListeningPoem',
);

/** A line's number, as the listening code finds it (`[data-line]`). */
const numbered = (line: number): HTMLAttributes<HTMLSpanElement> =>
  ({ 'data-line': line }) as HTMLAttributes<HTMLSpanElement>;

/**
 * A poem with its recording. Served (and without JavaScript): the browser's own audio
 * control above the whole poem, nothing of the audio fetched (preload="none"). The element
 * stays this component's, so a recording started on it plays on once the listening code has
 * come and hidden it behind its Listen button.
 */
export function RecordedPoem({
  stanzas,
  recording,
  title,
}: {
  stanzas: readonly string[];
  recording: Recording;
  title: string;
}) {
  const area = useRef<HTMLDivElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const { wanted, firstLine } = useListenIntent(area);
  const [live, setLive] = useState(false);
  const servedPoem = <Poem stanzas={stanzas} lineProps={numbered} />;
  return (
    <div ref={area}>
      <ServedRecording
        ref={audio}
        src={recording.src}
        type={recording.type}
        title={title}
        live={live}
      />
      <Suspense fallback={servedPoem}>
        {wanted ? (
          <ListeningPoem
            stanzas={stanzas}
            recording={recording}
            title={title}
            audio={audio}
            firstLine={firstLine}
            onLive={setLive}
          />
        ) : (
          servedPoem
        )}
      </Suspense>
    </div>
  );
}
