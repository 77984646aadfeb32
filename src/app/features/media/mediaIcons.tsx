import { LineIcon, pathIcon } from '../../components/LineIcon';

/** An 18 px media panel icon drawn by one path. */
const icon = (d: string) => pathIcon('media-icon', d);

export const UPLOAD_ICON = icon('M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3');

export const PLAY_ICON = (
  <LineIcon className="media-icon">
    <path d="M8 5v14l11-7z" fill="currentColor" />
  </LineIcon>
);

export const PAUSE_ICON = icon('M8 5v14M16 5v14');

export const CLOSE_ICON = icon('M6 6l12 12M18 6L6 18');

export const DELETE_ICON = icon('M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3');

export const ADD_ICON = icon('M12 5v14M5 12h14');
