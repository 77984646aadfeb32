import { LIVE_COMMANDS, type LiveMessage, liveMessage, PROGRESS_TYPES } from '../../../contract/live.ts';
import type { ProjectDetails } from '../../../contract/projects.ts';
import { toProjectCard } from '../projects/projectCards.ts';
import type { ProjectRow } from '../projects/projectStore.ts';
import { mainVideoGenerate } from './generationDetails.ts';

/** `videoEditor.progress.update` (spec 000 §7): where the main video (progress type 0) of project `id` is, with our addition `step`. */
export function progressUpdate(row: ProjectRow): LiveMessage {
  const { progress, status, video, step } = mainVideoGenerate(row);
  return liveMessage(LIVE_COMMANDS.progressUpdate, { id: row.id, results: { type: PROGRESS_TYPES.mainVideo, progress, status, video, id: row.id, step } });
}

/** The project as its detail call answers it (`GET …/details/{id}/`): its card and its kind. */
export function projectDetails(row: ProjectRow): ProjectDetails {
  return { ...toProjectCard(row), type: row.kind };
}

/** `videoEditor.details.update` (spec 000 §7): the project as its detail screen shows it. */
export function detailsUpdate(row: ProjectRow): LiveMessage {
  return liveMessage(LIVE_COMMANDS.detailsUpdate, { id: row.id, results: projectDetails(row) });
}

/** When a project is generated it leaves its drafts list and joins the generated list (spec 000 §7 list commands; images: `imageEditor.*`). */
export function generatedListMoves(row: ProjectRow): LiveMessage[] {
  if (row.kind === 'image') return [liveMessage(LIVE_COMMANDS.imageAdd, { id: row.id })];
  return [liveMessage(LIVE_COMMANDS.videoListRemove, { id: row.id, isGenerated: false }), liveMessage(LIVE_COMMANDS.videoListAdd, { id: row.id })];
}
