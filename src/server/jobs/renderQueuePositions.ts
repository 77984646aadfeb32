import type { AppContext } from '../context.ts';
import { progressUpdate } from '../services/generation/generationMessages.ts';
import { recordQueuePositions } from '../services/generation/generationStore.ts';
import type { ProjectRow } from '../services/projects/projectStore.ts';
import { renderJob } from './renderJob.ts';

/**
 * Records, for each generation waiting in the render queue, how many render jobs are ahead of it
 * (step `queued`, `ahead`), and tells the owners whose position changed. Asked when a generation
 * is queued and whenever a render job starts (the one before it ended). Answers the rows changed.
 */
export async function tellQueuePositions({ db, jobs, live }: AppContext): Promise<ProjectRow[]> {
  const waiting = await jobs.waiting(renderJob);
  const ahead = new Map(waiting.flatMap(({ data, ahead: count }) => (data.kind === 'generate' ? [[data.renderId, count] as const] : [])));
  const moved = await recordQueuePositions(db, ahead);
  for (const row of moved) live.publish(row.userId, progressUpdate(row));
  return moved;
}
