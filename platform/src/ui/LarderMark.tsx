/** Larder's mark: a jar on a shelf. Decorative; the name beside it is the text. */
export function LarderMark() {
  return (
    <svg
      className="larder-mark"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="6" y="2.5" width="12" height="3.5" rx="1" fill="currentColor" />
      <path
        d="M7 7h10a2 2 0 0 1 2 2v9.5A2.5 2.5 0 0 1 16.5 21h-9A2.5 2.5 0 0 1 5 18.5V9a2 2 0 0 1 2-2Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M8.5 13h7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
