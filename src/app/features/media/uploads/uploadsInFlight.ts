import { useSyncExternalStore } from 'react';

/** An upload the progress box shows: on its way (percent), or refused (its message). */
export type UploadInFlight = {
  key: string;
  name: string;
  /** Library category it goes to. */
  category: string;
  /** The place that started it, when a progress box there shows only its own (`canvas`: a file dropped on the canvas). */
  origin?: string;
  /** Whole percent sent, 0..100. */
  percent: number;
  /** Why it failed; null while it is on its way. */
  error: string | null;
};

type Listener = () => void;

let uploads: readonly UploadInFlight[] = [];
const cancels = new Map<string, () => void>();
const listeners = new Set<Listener>();

function publish(next: readonly UploadInFlight[]) {
  uploads = next;
  for (const listener of listeners) listener();
}

/**
 * The uploads in flight of this page, kept out of Redux (their requests are no data) in a small
 * store that the progress box reads with `useSyncExternalStore`.
 */
export const uploadsInFlight = {
  add(upload: Omit<UploadInFlight, 'percent' | 'error'>, cancel: () => void) {
    cancels.set(upload.key, cancel);
    publish([...uploads, { ...upload, percent: 0, error: null }]);
  },
  progress(key: string, percent: number) {
    publish(uploads.map((upload) => (upload.key === key && upload.percent !== percent ? { ...upload, percent } : upload)));
  },
  fail(key: string, error: string) {
    cancels.delete(key);
    publish(uploads.map((upload) => (upload.key === key ? { ...upload, error } : upload)));
  },
  /** Takes an upload off the box; one still on its way is stopped first. */
  remove(key: string) {
    const cancel = cancels.get(key);
    cancels.delete(key);
    publish(uploads.filter((upload) => upload.key !== key));
    cancel?.();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => uploads,
};

/** The uploads in flight, re-rendering as they progress. */
export function useUploadsInFlight(): readonly UploadInFlight[] {
  return useSyncExternalStore(uploadsInFlight.subscribe, uploadsInFlight.snapshot);
}
