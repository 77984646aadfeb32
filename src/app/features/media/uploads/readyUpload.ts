import { liveMessageReceived } from '../../../live/liveMiddleware';
import { liveUploadUpdates } from '../liveUploadUpdates';
import type { UploadItem } from '../mediaTypes';
import { uploadReadiness } from '../uploadReadiness';
import { LIVE_COMMANDS } from '../../../../contract/live';

/** An upload being waited for: the item once it can be placed, and how to stop waiting. */
export type UploadWait = { ready: Promise<UploadItem>; stop(): void };

/**
 * Waits until a new upload can be placed: at once when it is ready, else until the live socket
 * says its preparation ended (a clip the browser cannot play is converted first; the server
 * answers such an upload queued). `onProgress` hears the preparation's percent meanwhile; the
 * promise fails when the preparation did.
 */
export function readyUpload(item: UploadItem, onProgress: (percent: number) => void): UploadWait {
  if (uploadReadiness(item).isReady) return { ready: Promise.resolve(item), stop: () => undefined };
  let stop = () => undefined as void;
  const ready = new Promise<UploadItem>((resolve, reject) => {
    stop = liveUploadUpdates.startListening({
      actionCreator: liveMessageReceived,
      effect: ({ payload }) => {
        const update = payload.command === LIVE_COMMANDS.uploadProgress ? (payload.data as { result?: UploadItem } | null)?.result : undefined;
        if (update?.id !== item.id) return;
        const readiness = uploadReadiness(update);
        if (readiness.isReady) resolve(update);
        else if (readiness.hasFailed) reject(new Error(`“${item.name}” could not be prepared.`));
        else return onProgress(update.fileInfo.progress ?? 0);
        stop();
      },
    });
  });
  return { ready, stop: () => stop() };
}
