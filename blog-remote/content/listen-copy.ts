/**
 * The words around a post's recording (blog-remote/src/post/post-recording.tsx): its control,
 * which the site's player plays on across pages, and what the lock screen names as the
 * collection. A file of its own so that they come with the recording's code, only on a post
 * that has one.
 */
export const listenCopy = {
  play: 'Listen',
  pause: 'Pause',
  album: 'The Blog',
};
