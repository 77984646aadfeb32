import type { UploadItem } from './mediaTypes';

/** Preparation statuses of an upload (the generation codes of spec 001 §4). */
const STATUS = { failed: 0, ready: 1, processing: 2, queued: 3 } as const;

/**
 * Whether an upload can be placed yet, and if not what its card says. A video the browser cannot
 * play is converted by a background job whose progress comes over the live socket; until it is
 * ready the item shows how far it got and cannot be added. `hasFailed`: it never will be.
 */
export function uploadReadiness(item: Pick<UploadItem, 'fileInfo'>): { isReady: boolean; hasFailed?: true; pendingText?: string } {
  const { status = STATUS.ready, progress = 0 } = item.fileInfo;
  switch (status) {
    case STATUS.ready:
      return { isReady: true };
    case STATUS.processing:
      return { isReady: false, pendingText: `Preparing ${progress}%` };
    case STATUS.queued:
      return { isReady: false, pendingText: 'Waiting to prepare…' };
    default:
      return { isReady: false, hasFailed: true, pendingText: 'Could not be prepared' };
  }
}
