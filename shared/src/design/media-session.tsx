/**
 * The lock screen's and the headset's controls for a recording (Media Session): its title
 * and author, play, pause and seeking, all acting on the audio element that plays it (a
 * page's own, or the shell's player: @site/shared/design/listening, shell/src/player/).
 */
export function announceToMediaSession(
  audio: HTMLAudioElement,
  metadata: { title: string; artist: string; album: string },
): void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  const session = navigator.mediaSession;
  if (typeof MediaMetadata === 'function') session.metadata = new MediaMetadata(metadata);
  const seekBy = (seconds: number) => {
    audio.currentTime = Math.min(Math.max(audio.currentTime + seconds, 0), audio.duration || 0);
  };
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => void audio.play()],
    ['pause', () => audio.pause()],
    ['seekbackward', (details) => seekBy(-(details.seekOffset ?? 10))],
    ['seekforward', (details) => seekBy(details.seekOffset ?? 10)],
    [
      'seekto',
      (details) => {
        if (details.seekTime !== undefined) audio.currentTime = details.seekTime;
      },
    ],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know: its control is simply not offered.
    }
  }
}
