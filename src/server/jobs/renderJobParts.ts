import type { Logger } from 'pino';
import type { AppContext } from '../context.ts';
import type { RenderSession } from '../render/renderSession.ts';
import { renderFileKey, renderFileNameOf } from '../services/generation/renderFiles.ts';
import type { RenderJobData } from './renderJob.ts';
import type { JobRun } from './queue.ts';

/** Opens the render page (a warm one when the pool has one), runs `work` on it and gives it back, whatever happens (a page that failed is closed, never reused). */
export async function onRenderPage<T>({ render }: AppContext, run: JobRun<RenderJobData>, log: Logger, work: (session: RenderSession) => Promise<T>): Promise<T> {
  const session = await render.open({ signal: run.signal, onPageLog: (text) => log.debug({ job: run.id }, text) });
  try {
    return await work(session);
  } finally {
    await session.close();
  }
}

/** Removes a generated file that a newer one replaced (a draft thumbnail). */
export async function removeReplaced({ storage }: AppContext, previous: string | null, now: string | null) {
  const name = renderFileNameOf(previous);
  if (name && previous !== now) await storage.remove(renderFileKey(name));
}
