import type { ReactNode } from 'react';

/** A 20 px line icon; decorative (the button carries the name). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="ep-icon"
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

/** Alignment icons by `textAlign` value. */
export const ALIGN_ICONS: Record<'left' | 'center' | 'right' | 'justify', ReactNode> = {
  left: (
    <Icon>
      <path d="M4 6h16M4 10h10M4 14h16M4 18h10" />
    </Icon>
  ),
  center: (
    <Icon>
      <path d="M4 6h16M7 10h10M4 14h16M7 18h10" />
    </Icon>
  ),
  right: (
    <Icon>
      <path d="M4 6h16M10 10h10M4 14h16M10 18h10" />
    </Icon>
  ),
  justify: (
    <Icon>
      <path d="M4 6h16M4 10h16M4 14h16M4 18h16" />
    </Icon>
  ),
};

/** Icons of the group alignment buttons. */
export const EDGE_ICONS: Record<'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom', ReactNode> = {
  left: (
    <Icon>
      <path d="M4 3v18M8 7h10v4H8zM8 13h6v4H8z" />
    </Icon>
  ),
  center: (
    <Icon>
      <path d="M12 3v18M6 7h12v4H6zM8 13h8v4H8z" />
    </Icon>
  ),
  right: (
    <Icon>
      <path d="M20 3v18M6 7h10v4H6zM10 13h6v4h-6z" />
    </Icon>
  ),
  top: (
    <Icon>
      <path d="M3 4h18M7 8h4v10H7zM13 8h4v6h-4z" />
    </Icon>
  ),
  middle: (
    <Icon>
      <path d="M3 12h18M7 6h4v12H7zM13 8h4v8h-4z" />
    </Icon>
  ),
  bottom: (
    <Icon>
      <path d="M3 20h18M7 6h4v10H7zM13 10h4v6h-4z" />
    </Icon>
  ),
};

export const FLIP_HORIZONTAL_ICON = (
  <Icon>
    <path d="M12 3v18M9 7L4 17h5zM15 7l5 10h-5z" />
  </Icon>
);

export const FLIP_VERTICAL_ICON = (
  <Icon>
    <path d="M3 12h18M7 9L17 4v5zM7 15l10 5v-5z" />
  </Icon>
);

export const LOCK_ICON = (
  <Icon>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Icon>
);

export const UNLOCK_ICON = (
  <Icon>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 7.5-2" />
  </Icon>
);

export const TRASH_ICON = (
  <Icon>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
);

export const SPEAKER_ICON = (
  <Icon>
    <path d="M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6" />
  </Icon>
);

export const MUTED_ICON = (
  <Icon>
    <path d="M4 9h4l5-4v14l-5-4H4zM17 9l4 6M21 9l-4 6" />
  </Icon>
);

/** Layer order icons. */
export const ORDER_ICONS: Record<'back' | 'backward' | 'forward' | 'front', ReactNode> = {
  back: (
    <Icon>
      <path d="M12 4v12M7 11l5 5 5-5M5 20h14" />
    </Icon>
  ),
  backward: (
    <Icon>
      <path d="M12 5v14M7 14l5 5 5-5" />
    </Icon>
  ),
  forward: (
    <Icon>
      <path d="M12 19V5M7 10l5-5 5 5" />
    </Icon>
  ),
  front: (
    <Icon>
      <path d="M12 20V8M7 13l5-5 5 5M5 4h14" />
    </Icon>
  ),
};
