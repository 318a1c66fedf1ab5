import { lazyNamed } from '@site/shared';
import {
  startTransition,
  Suspense,
  type HTMLAttributes,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { watchListenIntent } from './listen-intent';
import { Poem } from './poem';
import { servedAddress } from './spoken-line';

/**
 * The Listen control, the marked line and the lines that play: code fetched when the reader
 * first reaches for the recording (listen-intent.ts), not with the page.
 */
const ListeningPoem = lazyNamed(
  () => import(/* webpackChunkName: "listening-poem" */ './listening-poem'),
  'ListeningPoem',
);

const noSubscription = () => () => undefined;
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
  // Drawn by the app (not served): there is no control to reach for yet, so the code comes now.
  const served = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [wanted, setWanted] = useState(!served);
  const [firstLine, setFirstLine] = useState<number | undefined>(undefined);
  const [live, setLive] = useState(false);
  useEffect(
    () =>
      watchListenIntent(area.current!, (line) => {
        // A transition: the served lines stay (no fallback swapped in) while the code comes.
        startTransition(() => setWanted(true));
        if (line !== undefined) setFirstLine((chosen) => chosen ?? line);
      }),
    [],
  );
  const servedPoem = <Poem stanzas={stanzas} lineProps={numbered} />;
  return (
    <div ref={area}>
      <audio
        ref={audio}
        controls={!live}
        hidden={live}
        preload="none"
        aria-label={title}
        data-recording=""
      >
        <source src={servedAddress(recording.src)} type={recording.type} />
      </audio>
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
