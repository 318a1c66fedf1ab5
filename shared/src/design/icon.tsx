// The site's one icon set: line drawings on a 24-unit grid, stroked in the current text
// colour, so an icon takes the colour of the words beside it. SVG rather than emoji: every
// reader sees the same drawing, also where the system has no colour-emoji font. Each icon is
// its own constant, so an app's bundle carries only the icons it draws.

export const homeIcon = 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-6h3v6h5V9.5';
export const penIcon = 'M4 20l4.5-1L19 8.5a2.1 2.1 0 0 0-3-3L5.5 16 4 20zM14.5 7l2.5 2.5';
export const bookIcon =
  'M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5zM4 20.5A2.5 2.5 0 0 0 6.5 23H20';
export const roseIcon =
  'M12 21v-8M12 13c-3.5 0-5-2.5-5-5.5C9 8 10.5 7 12 5c1.5 2 3 3 5 2.5 0 3-1.5 5.5-5 5.5zM12 17c-2 0-3.5-1-4-2.5M12 18c1.8-.3 3.3-1.3 4-3';
export const trophyIcon =
  'M8 4h8v5a4 4 0 0 1-8 0zM8 6H4.5a3 3 0 0 0 3.5 4M16 6h3.5a3 3 0 0 1-3.5 4M12 13v4M8 21h8M9.5 17h5v4h-5z';
export const mailIcon = 'M3.5 6h17v12h-17zM3.5 6.5 12 13l8.5-6.5';
export const cameraIcon =
  'M4 8h3.5L9 5.5h6L16.5 8H20v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z';
export const linkIcon =
  'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1';
export const lockIcon = 'M7.5 11V7.5a4.5 4.5 0 0 1 9 0V11M5 11h14v10H5zM12 15v2.5';
export const shareIcon = 'M12 3v12M7.5 7.5 12 3l4.5 4.5M5 11v9h14v-9';
export const externalIcon = 'M7 17 17 7M9 7h8v8';
export const expandIcon = 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5';
export const menuIcon = 'M4 7h16M4 12h16M4 17h16';
export const closeIcon = 'M6 6l12 12M18 6 6 18';
export const searchIcon = 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.3 15.3 20 20';
/** A disc half drawn, half hatched: light or dark. */
export const schemeIcon = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 3v18M12 8h7.5M12 12h9M12 16h7.5';

/**
 * One icon (decorative: hidden from assistive technology, the words beside it carry the
 * meaning). `path` is one of the constants above.
 */
export function Icon({
  path,
  size = 18,
  className,
}: {
  path: string;
  /** CSS px */
  size?: number;
  className?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={path} />
    </svg>
  );
}
