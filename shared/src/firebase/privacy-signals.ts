/**
 * True when the reader asked not to be tracked: Global Privacy Control, or Do Not Track
 * (navigator or window, as browsers differ).
 */
export function readerOptedOut(nav: Navigator = navigator, win: Window = window): boolean {
  const withSignals = nav as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  if (withSignals.globalPrivacyControl === true) return true;
  const dnt =
    nav.doNotTrack ??
    withSignals.msDoNotTrack ??
    (win as Window & { doNotTrack?: string }).doNotTrack;
  return dnt === '1' || dnt === 'yes';
}
