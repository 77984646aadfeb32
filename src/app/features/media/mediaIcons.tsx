import type { ReactNode } from 'react';

/** An 18 px line icon; decorative (the button carries the name). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="media-icon"
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

export const UPLOAD_ICON = (
  <Icon>
    <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
  </Icon>
);

export const PLAY_ICON = (
  <Icon>
    <path d="M8 5v14l11-7z" fill="currentColor" />
  </Icon>
);

export const PAUSE_ICON = (
  <Icon>
    <path d="M8 5v14M16 5v14" />
  </Icon>
);

export const CLOSE_ICON = (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const DELETE_ICON = (
  <Icon>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
);

export const ADD_ICON = (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
