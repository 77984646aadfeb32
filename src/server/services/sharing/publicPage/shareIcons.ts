import type { ClickTarget } from '../../../../contract/sharing.ts';

/** Inline SVG icons of the share page (decorative: the link around each carries the name). */
const svg = (body: string, filled = true) =>
  `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"${filled ? ' fill="currentColor"' : ' fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'}>${body}</svg>`;

/** The social networks a page links to, in the order shown, with their names and icons. */
export const SOCIAL_LINKS: readonly { target: Extract<ClickTarget, 'linkedin' | 'facebook' | 'twitter'>; name: string; icon: string }[] = [
  {
    target: 'linkedin',
    name: 'LinkedIn',
    icon: svg(
      '<path d="M20.45 20.45h-3.55v-5.57c0-1.33-.03-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56z"/>',
    ),
  },
  {
    target: 'facebook',
    name: 'Facebook',
    icon: svg(
      '<path d="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.7 4.53-4.7 1.31 0 2.69.24 2.69.24v2.97h-1.52c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z"/>',
    ),
  },
  {
    target: 'twitter',
    name: 'X (Twitter)',
    icon: svg('<path d="M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.4l-5.8-7.58-6.63 7.58H.49l8.6-9.83L0 1.15h7.59l5.24 6.93zm-1.29 19.5h2.04L6.48 3.24H4.3z"/>'),
  },
];

/** A calendar (the booking button and card). */
export const CALENDAR_ICON = svg('<rect x="3" y="4.5" width="18" height="17" rx="2.5"/><path d="M3 9.5h18M8 2.5v4M16 2.5v4M8 14h2M14 14h2M8 17.5h2"/>', false);

/** An arrow (the call-to-action button). */
export const ARROW_ICON = svg('<path d="M5 12h14M13 6l6 6-6 6"/>', false);

/** A film with a line through it (the 410 page). */
export const GONE_ICON = svg('<rect x="3" y="5" width="18" height="14" rx="2.5"/><path d="m10 9.5 4.5 2.5-4.5 2.5zM3 3l18 18"/>', false);

/** A question mark in a circle (the 404 page). */
export const UNKNOWN_ICON = svg('<circle cx="12" cy="12" r="9.5"/><path d="M9.3 9.2a2.8 2.8 0 0 1 5.4 1c0 1.9-2.7 2.5-2.7 4M12 17.6h.01"/>', false);
