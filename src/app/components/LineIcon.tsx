import type { ReactNode } from 'react';

/**
 * A line icon on a 24-unit grid, stroked in the text colour; decorative (the button carries the
 * name). Its size comes from `className`, so each part of the app keeps its own icon size.
 */
export function LineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A line icon drawn by one path (`d` in the 24-unit grid). */
export function pathIcon(className: string, d: string): ReactNode {
  return (
    <LineIcon className={className}>
      <path d={d} />
    </LineIcon>
  );
}
