/**
 * The words around a poem's recording (red-remote/src/archive/listening-poem.tsx): the
 * control that plays it, its audio control's name, and how to play from a line. A file of its
 * own so that they come with the listening code, after the page, not in every Red page.
 */
export const listenCopy = {
  play: 'Listen',
  pause: 'Pause',
  lineHint:
    'While listening, choose a line (tap it, or Tab to it and press Enter) to hear it from there.',
};
