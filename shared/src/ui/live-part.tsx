import { createContext, type ReactNode } from 'react';

/** Added to a part's root (and to a head tag React rendered) when React commits it. */
export const LIVE_ATTRIBUTE = 'data-live';

// A wrapper that leaves the layout to its children (inline: no class to generate).
const PART_STYLE = { display: 'contents' } as const;

/**
 * A ref callback that marks its element live: React calls it when it commits the element,
 * hydrated or rendered afresh, and by then the element's handlers are attached.
 */
export function markLive(element: Element | null): void {
  element?.setAttribute(LIVE_ATTRIBUTE, '');
}

/**
 * The name of the part a component renders in (the nearest LivePart's). Not exported from the
 * package: on-demand.tsx reads it, from the same file of the shell's copy of @site/shared.
 */
export const PartNameContext = createContext<string | null>(null);

/**
 * A part of the page that React takes over on its own (what a Suspense boundary holds): its
 * root, `data-part`, says `data-live` once React has committed it, so its controls answer a
 * tap. The early-taps script (hosting-policy/inline/early-taps.js) holds taps on a part that is not
 * live yet, and the browser tests wait on it. Every Suspense boundary that can hold
 * prerendered controls puts its content in one.
 */
export function LivePart({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-part={name} ref={markLive} style={PART_STYLE}>
      <PartNameContext value={name}>{children}</PartNameContext>
    </div>
  );
}
