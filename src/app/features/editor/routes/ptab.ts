/** The session-storage key of a project's `ptab` (spec 000 §2: kept per project for the session). */
function ptabKey(projectId: number): string {
  return `ptab:${projectId}`;
}

/** Keeps a project's `ptab` query option for this browser session. */
export function rememberPtab(projectId: number, ptab: string): void {
  sessionStorage.setItem(ptabKey(projectId), ptab);
}

/** The `ptab` kept for a project this session, or null. */
export function storedPtab(projectId: number): string | null {
  return sessionStorage.getItem(ptabKey(projectId));
}

/**
 * What a `ptab` holds (spec 002 "Deep link"): base64-encoded JSON with the share dialog's tab, the
 * sharing page or image it is about, and the video it was opened from.
 */
export type PtabState = { tab?: string; pageId?: number | string; imageId?: number | string; videoId?: number | string };

/** Reads a `ptab` value; null when it is not base64-encoded JSON of an object. */
export function decodePtab(value: string): PtabState | null {
  try {
    const state: unknown = JSON.parse(atob(value));
    return typeof state === 'object' && state !== null && !Array.isArray(state) ? (state as PtabState) : null;
  } catch {
    return null;
  }
}

/** A `ptab` value for the address: the state as base64-encoded JSON. */
export function encodePtab(state: PtabState): string {
  return btoa(JSON.stringify(state));
}

/**
 * Where a published image goes (spec 000 §2 "After generating"): opened from a video project (its
 * kept `ptab` names the video), to `/myimages/{videoId}/?ptab=` with that state, now naming the
 * published image; otherwise to `/myimages/{imageId}`.
 */
export function publishedImagePath(imageId: number, ptab: string | null): string {
  const state = ptab === null ? null : decodePtab(ptab);
  const videoId = state?.videoId;
  if (typeof videoId !== 'number' && typeof videoId !== 'string') return `/myimages/${imageId}`;
  return `/myimages/${videoId}/?ptab=${encodeURIComponent(encodePtab({ ...state, imageId }))}`;
}
