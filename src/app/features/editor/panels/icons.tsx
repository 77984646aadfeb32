import type { ReactNode } from 'react';
import { LineIcon, pathIcon } from '../../../components/LineIcon';

/** A 20 px editor panel icon drawn by one path. */
const icon = (d: string) => pathIcon('ep-icon', d);

/** Alignment icons by `textAlign` value. */
export const ALIGN_ICONS: Record<'left' | 'center' | 'right' | 'justify', ReactNode> = {
  left: icon('M4 6h16M4 10h10M4 14h16M4 18h10'),
  center: icon('M4 6h16M7 10h10M4 14h16M7 18h10'),
  right: icon('M4 6h16M10 10h10M4 14h16M10 18h10'),
  justify: icon('M4 6h16M4 10h16M4 14h16M4 18h16'),
};

/** Icons of the group alignment buttons. */
export const EDGE_ICONS: Record<'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom', ReactNode> = {
  left: icon('M4 3v18M8 7h10v4H8zM8 13h6v4H8z'),
  center: icon('M12 3v18M6 7h12v4H6zM8 13h8v4H8z'),
  right: icon('M20 3v18M6 7h10v4H6zM10 13h6v4h-6z'),
  top: icon('M3 4h18M7 8h4v10H7zM13 8h4v6h-4z'),
  middle: icon('M3 12h18M7 6h4v12H7zM13 8h4v8h-4z'),
  bottom: icon('M3 20h18M7 6h4v10H7zM13 10h4v6h-4z'),
};

export const FLIP_HORIZONTAL_ICON = icon('M12 3v18M9 7L4 17h5zM15 7l5 10h-5z');

export const FLIP_VERTICAL_ICON = icon('M3 12h18M7 9L17 4v5zM7 15l10 5v-5z');

export const LOCK_ICON = (
  <LineIcon className="ep-icon">
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </LineIcon>
);

export const UNLOCK_ICON = (
  <LineIcon className="ep-icon">
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 7.5-2" />
  </LineIcon>
);

/** A bin: the same drawing as the media panels' delete icon, at the editor panels' size. */
export const TRASH_ICON = icon('M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3');

export const SPEAKER_ICON = icon('M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6');

export const MUTED_ICON = icon('M4 9h4l5-4v14l-5-4H4zM17 9l4 6M21 9l-4 6');

/** Layer order icons. */
export const ORDER_ICONS: Record<'back' | 'backward' | 'forward' | 'front', ReactNode> = {
  back: icon('M12 4v12M7 11l5 5 5-5M5 20h14'),
  backward: icon('M12 5v14M7 14l5 5 5-5'),
  forward: icon('M12 19V5M7 10l5-5 5 5'),
  front: icon('M12 20V8M7 13l5-5 5 5M5 4h14'),
};
