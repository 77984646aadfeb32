import { GENERATE_STATUS, type GenerateStatus, generateStatusMessage } from '../../../contract/generation.ts';
import type { ProjectRow } from '../projects/projectStore.ts';
import { renderFileUrl } from './renderFiles.ts';

/** The columns a project's generation is read from. */
export type GenerationColumns = Pick<ProjectRow, 'generateStatus' | 'generateProgress' | 'generateStep' | 'generateError' | 'generatedFile' | 'generatedJpeg'>;

/** What the API reference says of `mainVideoGenerate.step` (lists, details, generate answers, `videoEditor.progress.update`). */
export const GENERATION_STEP_DESCRIPTION =
  'step (our addition: where a generation under way is; null when it is not): {name: "queued", ahead (render jobs before it: being rendered or waiting ahead of it), eta: null} | {name: "speaking" (the scenes whose typed speech had no sound for their script are spoken first, as POST /api/audio/batch/ speaks them), done (scenes spoken), total, eta} | {name: "drawing", done (frames drawn), total (frames to draw: segments already rendered are reused), eta} | {name: "sound", eta} | {name: "joining", eta}; eta: seconds left, from the frames a second measured so far in this render, or null while unknown (queued, speaking, joining, before a second of drawing). progress (the percentage) covers speaking too. Recorded at most about twice a second (and at each new step), so a page opened mid-render shows it.';

/** Statuses whose generation has a step. */
const UNDER_WAY: readonly GenerateStatus[] = [GENERATE_STATUS.queued, GENERATE_STATUS.requeued, GENERATE_STATUS.generating];

/**
 * A project's generation as the lists and detail screens show it (spec 001 §3 `mainVideoGenerate`):
 * `status` (null while never generated; 99 queued, 3 queued again, 2 generating, 1 ready, 0
 * failed), `progress` 0-100, `video` the file's address once ready (the MP4 of a video, the PNG of
 * an image), `jpeg` an image's JPEG, `message` what the tile says (spec 001 §4; null when ready or
 * never generated), and our addition `step`: where a generation under way is (`GenerationStep`;
 * null when it is not under way).
 */
export function mainVideoGenerate(row: GenerationColumns) {
  const status = row.generateStatus as GenerateStatus | null;
  return {
    progress: row.generateProgress,
    status,
    video: status === GENERATE_STATUS.ready && row.generatedFile ? renderFileUrl(row.generatedFile) : null,
    jpeg: status === GENERATE_STATUS.ready && row.generatedJpeg ? renderFileUrl(row.generatedJpeg) : null,
    message: status === null ? null : generateStatusMessage(status, row.generateError),
    step: status !== null && UNDER_WAY.includes(status) ? row.generateStep : null,
  };
}
