// Test support only: XMLHttpRequest replaced by requests the test answers by hand.
import { vi } from 'vitest';

/** An upload request the page made: what it sent, and the test's controls to answer it. */
export class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  isAborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeUploadRequest.sent.push(this);
  }
  abort() {
    this.isAborted = true;
    this.onabort?.();
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  /** Answers with a status and a JSON body. */
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Replaces XMLHttpRequest; undo with `vi.unstubAllGlobals()`. */
export function installFakeXhr(): typeof FakeUploadRequest.sent {
  FakeUploadRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  return FakeUploadRequest.sent;
}
