import { GENERATE_STATUS, type GenerateStatus, generateStatusMessage } from '../../../scene/generation.ts';
import type { ProjectRow } from '../projects/projectStore.ts';
import { renderFileUrl } from './renderFiles.ts';

/** The columns a project's generation is read from. */
export type GenerationColumns = Pick<ProjectRow, 'generateStatus' | 'generateProgress' | 'generateError' | 'generatedFile' | 'generatedJpeg'>;

/**
 * A project's generation as the lists and detail screens show it (spec 001 §3 `mainVideoGenerate`):
 * `status` (null while never generated; 99 queued, 3 queued again, 2 generating, 1 ready, 0
 * failed), `progress` 0-100, `video` the file's address once ready (the MP4 of a video, the PNG of
 * an image), `jpeg` an image's JPEG, `message` what the tile says (spec 001 §4; null when ready or
 * never generated).
 */
export function mainVideoGenerate(row: GenerationColumns) {
  const status = row.generateStatus as GenerateStatus | null;
  return {
    progress: row.generateProgress,
    status,
    video: status === GENERATE_STATUS.ready && row.generatedFile ? renderFileUrl(row.generatedFile) : null,
    jpeg: status === GENERATE_STATUS.ready && row.generatedJpeg ? renderFileUrl(row.generatedJpeg) : null,
    message: status === null ? null : generateStatusMessage(status, row.generateError),
  };
}
