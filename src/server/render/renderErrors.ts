/**
 * Why a render failed, as the job reports it: `BROWSER_DIED` (Chromium or its page crashed or was
 * killed), `STALLED` (no progress within the time allowed: a hung page), `PAGE_FAILED` (the page
 * answered an error: a medium that cannot be drawn, an encoder failure), `STOPPED` (the server is
 * stopping; the job is tried again on the next start). The message names the step.
 */
export class RenderError extends Error {
  constructor(
    readonly code: 'BROWSER_DIED' | 'STALLED' | 'PAGE_FAILED' | 'STOPPED',
    message: string,
  ) {
    super(message);
  }
}
