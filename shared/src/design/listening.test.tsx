import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import type { SitePlayback, SitePlayRequest } from '@site/shared/contract';
import { ListenButton } from './listen-button';
import { type ListenedPiece, useListening } from './listening';
import { askShellToPlay, SITE_PLAYER_EVENT } from './site-play';

const piece: ListenedPiece = {
  src: 'https://red.example/static/media/001.opus',
  type: 'audio/ogg; codecs=opus',
  title: 'A poem of the test',
  page: '/red-archive/entry-001',
  artist: 'The author',
  album: 'The archive',
};
const copy = { play: 'Listen', pause: 'Pause' };

function Piece() {
  const audio = useRef<HTMLAudioElement>(null);
  const listening = useListening(audio, piece);
  return (
    <>
      <audio ref={audio} src={piece.src} />
      <ListenButton playing={listening.playing} onClick={listening.toggle} copy={copy} />
      <output>{listening.time}</output>
    </>
  );
}

let played: HTMLMediaElement[] = [];
beforeEach(() => {
  played = [];
  // jsdom has no media: play is recorded, and the element says it plays.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    played.push(this);
    return Promise.resolve();
  });
});
afterEach(() => jest.restoreAllMocks());

test('a request no shell takes is not cancelled: the section plays it itself', () => {
  expect(askShellToPlay({ ...piece, start: 2 })).toBe(false);
});

test('under a shell without the player, Listen plays the page’s own element', async () => {
  render(<Piece />);
  await userEvent.click(screen.getByRole('button', { name: 'Listen' }));
  expect(played).toEqual([document.querySelector('audio')]);
});

test('with the shell’s player, Listen asks it, and the page follows its clock', async () => {
  const requests: SitePlayRequest[] = [];
  const take = (event: Event) => {
    event.preventDefault();
    requests.push((event as CustomEvent<SitePlayRequest>).detail);
  };
  window.addEventListener(SITE_PLAYER_EVENT.play, take);
  try {
    render(<Piece />);
    await userEvent.click(screen.getByRole('button', { name: 'Listen' }));
    expect(played).toEqual([]);
    expect(requests).toEqual([
      { src: piece.src, type: piece.type, title: piece.title, page: piece.page },
    ]);
    const playback: SitePlayback = {
      src: piece.src,
      title: piece.title,
      page: piece.page,
      currentTime: 3.5,
      duration: 40,
      playing: true,
    };
    act(() => {
      window.dispatchEvent(new CustomEvent(SITE_PLAYER_EVENT.playback, { detail: playback }));
    });
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3.5');

    // Another recording in the shell's player: this page's is no longer playing.
    act(() => {
      window.dispatchEvent(
        new CustomEvent(SITE_PLAYER_EVENT.playback, {
          detail: { ...playback, src: 'https://blog.example/other.opus' },
        }),
      );
    });
    expect(screen.getByRole('button', { name: 'Listen' })).toBeInTheDocument();
  } finally {
    window.removeEventListener(SITE_PLAYER_EVENT.play, take);
  }
});
