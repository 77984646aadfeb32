import type { JobDefinition } from './queue.ts';

/**
 * A render job: `generate` renders a project's video (MP4) or publishes its image (PNG and JPEG)
 * for generation `renderId`; `thumbnail` draws a draft's thumbnail as of document `revision`;
 * `personalise` renders personalised item `itemId` (one contact's video or image) for its `renderId`.
 */
export type RenderJobData =
  | { kind: 'generate'; projectId: number; renderId: string }
  | { kind: 'thumbnail'; projectId: number; revision: number }
  | { kind: 'personalise'; itemId: number; renderId: string };

/**
 * Render jobs: three attempts in all (a render whose Chromium died or hung is tried again); one
 * still active after 30 minutes counts as failed. The worker beats while it renders
 * (`RENDER_HEARTBEAT_SECONDS`, see `renderWorker`): a job whose process died goes back to the
 * queue within that time and the maintenance interval.
 */
export const renderJob: JobDefinition<RenderJobData> = {
  name: 'render',
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  deadLetter: { name: 'render-failed', retryLimit: 2, expireInSeconds: 60 },
};

/** Why a generation failed when no attempt could say so: its last worker ended (or hung) before it finished. */
export const RENDER_LOST_REASON = 'The render failed 3 times; the last time its worker stopped before it finished.';
