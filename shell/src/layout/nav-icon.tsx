// Small line icons for the nav (decorative: the label carries the meaning).
const PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-6h3v6h5V9.5',
  pen: 'M4 20l4.5-1L19 8.5a2.1 2.1 0 0 0-3-3L5.5 16 4 20zM14.5 7l2.5 2.5',
  book: 'M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5zM4 20.5A2.5 2.5 0 0 0 6.5 23H20',
  rose: 'M12 21v-8M12 13c-3.5 0-5-2.5-5-5.5C9 8 10.5 7 12 5c1.5 2 3 3 5 2.5 0 3-1.5 5.5-5 5.5zM12 17c-2 0-3.5-1-4-2.5M12 18c1.8-.3 3.3-1.3 4-3',
  trophy:
    'M8 4h8v5a4 4 0 0 1-8 0zM8 6H4.5a3 3 0 0 0 3.5 4M16 6h3.5a3 3 0 0 1-3.5 4M12 13v4M8 21h8M9.5 17h5v4h-5z',
  mail: 'M3.5 6h17v12h-17zM3.5 6.5 12 13l8.5-6.5',
} as const;

export type NavIconName = keyof typeof PATHS;

export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
