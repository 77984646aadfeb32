import { GENERIC_ERROR, readApiError } from '../../../api/apiError';
import type { UploadItem } from '../mediaTypes';
import { UPLOAD_PATH } from '../mediaApi';

/** Why an upload did not end in a new library item. */
export class UploadError extends Error {
  constructor(
    readonly code: 'REFUSED' | 'UNAUTHORIZED' | 'NETWORK' | 'CANCELLED',
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * What an upload sends (spec 000 §7: multipart name, category, media_file); `isRecording` marks a
 * recording made in the browser (`?process=1`: the server finalises it).
 */
export type UploadRequest = { file: File; name: string; category: string; token: string | null; isRecording?: boolean };

/** An upload on its way: its outcome, and how to stop it. */
export type SentUpload = { done: Promise<UploadItem>; cancel(): void };

/** The error of a finished request that did not answer a new item. */
function refusal(status: number, body: string): UploadError {
  if (status === 401) return new UploadError('UNAUTHORIZED', 'The session has ended.');
  let data: unknown = null;
  try {
    data = JSON.parse(body);
  } catch {
    // Not JSON (a proxy's error page): the generic text below.
  }
  return new UploadError('REFUSED', data ? readApiError({ data }).message : GENERIC_ERROR);
}

/**
 * Posts one file to the media library with XMLHttpRequest, which (unlike fetch) reports upload
 * progress; `onProgress` gets the bytes sent and the total.
 */
export function sendUpload({ file, name, category, token, isRecording = false }: UploadRequest, onProgress: (loaded: number, total: number) => void): SentUpload {
  const request = new XMLHttpRequest();
  const done = new Promise<UploadItem>((resolve, reject) => {
    request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onload = () => {
      const reply = (() => {
        try {
          return JSON.parse(request.responseText) as { isError?: boolean; result?: UploadItem };
        } catch {
          return null;
        }
      })();
      if (request.status >= 200 && request.status < 300 && reply && !reply.isError && reply.result) resolve(reply.result);
      else reject(refusal(request.status, request.responseText));
    };
    request.onerror = () => reject(new UploadError('NETWORK', 'The upload did not finish. Please try again.'));
    request.onabort = () => reject(new UploadError('CANCELLED', 'The upload was cancelled.'));
  });
  const form = new FormData();
  form.append('name', name);
  form.append('category', category);
  form.append('media_file', file, file.name);
  request.open('POST', isRecording ? `${UPLOAD_PATH}?process=1` : UPLOAD_PATH);
  if (token) request.setRequestHeader('Authorization', `Token ${token}`);
  request.send(form);
  return { done, cancel: () => request.abort() };
}
