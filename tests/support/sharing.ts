import { eq } from 'drizzle-orm';
import { projects } from '../../src/server/db/schema.ts';
import { renderFileKey } from '../../src/server/services/generation/renderFiles.ts';
import type { TestServer } from './testServer.ts';

/** A generated item's stored files: a fake MP4 of `size` bytes and a JPEG thumbnail. */
export async function markReady(server: TestServer, id: number, size = 1000) {
  const name = `${'v'.repeat(21)}${id % 10}`;
  await server.context.storage.put(renderFileKey(`${name}.mp4`), Buffer.alloc(size, 7));
  await server.context.storage.put(renderFileKey(`${name}-thumb.jpg`), Buffer.from('jpeg'));
  await server.context.db
    .update(projects)
    .set({ isGenerated: true, generateStatus: 1, generateProgress: 100, generatedFile: `${name}.mp4`, thumbnail: `/api/renders/file/${name}-thumb.jpg` })
    .where(eq(projects.id, id));
}

/** The token of an absolute public link. */
export function tokenOf(link: string): string {
  return new URL(link).pathname.split('/').pop()!;
}

/** A raw request to a public address (HTML, files, beacons): no session. */
export async function visit(server: TestServer, url: string, options: { method?: 'GET' | 'POST' | 'HEAD'; headers?: Record<string, string>; body?: string } = {}) {
  const response = await server.app.inject({ method: options.method ?? 'GET', url, headers: options.headers, payload: options.body });
  return { status: response.statusCode, headers: response.headers, body: response.body };
}
