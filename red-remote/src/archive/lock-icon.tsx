/** A small padlock drawn in the current text colour; decorative (the label says 'Locked'). */
export function LockIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M7 10V7a5 5 0 0 1 10 0v3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <rect x="4" y="10" width="16" height="11" rx="2" fill="currentColor" />
    </svg>
  );
}
