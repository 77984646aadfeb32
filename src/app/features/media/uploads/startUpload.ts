import { prependToLists } from '../../../api/pagedList';
import type { AppThunk } from '../../../store';
import { sessionEnded } from '../../auth/authEvents';
import { isUploadListOf } from '../mediaApi';
import type { UploadItem } from '../mediaTypes';
import { sendUpload, UploadError } from './sendUpload';
import { isWithinUploadLimit, uploadName, uploadPercent } from './uploadRules';
import { uploadsInFlight } from './uploadsInFlight';

/**
 * Uploads one file to a library category: shown in the progress box while it goes, listed first
 * in that category's lists when the server has it, its message shown when the server refuses it.
 * A file over 100 MB is not sent at all (spec 000 §5): answers false, and the caller says why.
 * @param options - `isRecording`: a recording made in the browser (`?process=1`); `origin`: the place that started it (see UploadInFlight); `onUploaded`: told the new item
 */
export function startUpload(file: File, category: string, options: { isRecording?: boolean; origin?: string; onUploaded?(item: UploadItem): void } = {}): AppThunk<boolean> {
  return (dispatch, getState) => {
    if (!isWithinUploadLimit(file)) return false;
    const key = crypto.randomUUID();
    const name = uploadName(file.name);
    const upload = sendUpload({ file, name, category, token: getState().auth.token, isRecording: options.isRecording }, (loaded, total) =>
      uploadsInFlight.progress(key, uploadPercent(loaded, total)),
    );
    uploadsInFlight.add({ key, name, category, origin: options.origin }, upload.cancel);
    upload.done.then(
      (item) => {
        uploadsInFlight.remove(key);
        dispatch(prependToLists(isUploadListOf(category, { isUnsearchedOnly: true }), item));
        options.onUploaded?.(item);
      },
      (failure: unknown) => {
        const error = failure instanceof UploadError ? failure : new UploadError('NETWORK', String(failure));
        if (error.code === 'CANCELLED') return;
        console.error(`The upload of ${file.name} failed`, error);
        if (error.code === 'UNAUTHORIZED') dispatch(sessionEnded());
        uploadsInFlight.fail(key, error.message);
      },
    );
    return true;
  };
}
