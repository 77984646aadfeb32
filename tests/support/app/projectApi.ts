// Test support only: the project calls of the server (spec 000 §7), answered by msw.
import { createBlankProject } from '../../../src/scene/factories';
import { serveApi, jsonReply } from './apiServer';

const reply = (result: unknown) => jsonReply({ isError: false, message: '', result });

/**
 * Replaces `fetch` with the video and image project routes for the projects in `names`
 * (id -> name): read, rename, save, generate, copy (the copy is project 99) and delete; any other
 * project answers 404. With `holdSaves`, explicit saves wait for `releaseSave`.
 */
export function stubProjectApi({ names = { 1: 'Test' } as Record<number, string>, holdSaves = false } = {}) {
  let release: (() => void) | null = null;
  const requests = serveApi(async ({ method, url }) => {
    const [, action, id] = /^\/api\/(?:newvideo\/video|newimage\/image)\/(?:(copy|generate)\/)?(\d+)\/$/.exec(url.pathname) ?? [];
    const name = id === undefined ? undefined : names[Number(id)];
    if (name === undefined) return jsonReply({ isError: true, message: 'Not found.', result: null }, 404);
    if (action === 'copy') return reply({ id: 99, name: `${name} (copy)` });
    if (action === 'generate') return reply({ id: Number(id) });
    if (method === 'GET') return reply({ id: Number(id), name, jsonData: createBlankProject(), revision: 1, isGenerated: false, isPersonalized: false, thumbnail: null });
    if (method === 'POST' && holdSaves) await new Promise<void>((resolve) => (release = resolve));
    return reply({ id: Number(id), name, revision: 2 });
  });
  return {
    requests,
    /** Lets a held save answer. */
    releaseSave: () => release?.(),
  };
}
