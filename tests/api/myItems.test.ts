import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GenerationStep } from '../../src/contract/generation.ts';
import { projects } from '../../src/server/db/schema.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { blankDocument, createProjectVia } from '../support/projects.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();

let users = 0;
/** A fresh signed-in user's token. */
const newUser = () => signUpAndLogIn(call, server.smtp, `my-items-${++users}@example.com`);

/** Marks a project generated, as the render pipeline writes it. */
async function markGenerated(
  id: number,
  state: { generateStatus: number; generateProgress?: number; generateStep?: GenerationStep; generatedFile?: string; generateError?: string },
) {
  await server.context.db
    .update(projects)
    .set({ isGenerated: true, ...state })
    .where(eq(projects.id, id));
}

/** The ids of a list page. */
async function listIds(token: string, path: string) {
  const answer = await call('GET', path, { token });
  expect(answer.status).toBe(200);
  return { ids: (answer.body.results as { id: number }[]).map((card) => card.id), body: answer.body };
}

describe('GET /api/newvideo/video/draft/ and /generated/', () => {
  it('lists only the caller’s videos, drafts and generated apart, last changed first', async () => {
    const owner = await newUser();
    const other = await newUser();
    const first = await createProjectVia(call, owner, 'video', blankDocument(), 'First');
    const second = await createProjectVia(call, owner, 'video', blankDocument(1), 'Second');
    const done = await createProjectVia(call, owner, 'video', blankDocument(), 'Done');
    await createProjectVia(call, other, 'video', blankDocument(), 'Not yours');
    await createProjectVia(call, owner, 'image', blankDocument(2), 'An image');
    await markGenerated(done.id, { generateStatus: 1, generateProgress: 100, generatedFile: 'AAAAAAAAAAAAAAAAAAAAAA.mp4' });

    const drafts = await listIds(owner, '/api/newvideo/video/draft/');
    expect(drafts.ids).toEqual([second.id, first.id]);
    expect(drafts.body).toMatchObject({ isError: false, count: 2, next: null });
    expect(drafts.body.results[0]).toEqual({
      id: second.id,
      name: 'Second',
      thumbnail: null,
      revision: 1,
      isGenerated: false,
      isPersonalized: false,
      mainVideoGenerate: { status: null, progress: 0, video: null, jpeg: null, message: null, step: null },
      timestamp: expect.any(String),
      createdAt: expect.any(String),
      generatedAt: null,
    });

    const generated = await listIds(owner, '/api/newvideo/video/generated/');
    expect(generated.ids).toEqual([done.id]);
    expect(generated.body.results[0].mainVideoGenerate).toEqual({
      status: 1,
      progress: 100,
      video: '/api/renders/file/AAAAAAAAAAAAAAAAAAAAAA.mp4',
      jpeg: null,
      message: null,
      step: null,
    });

    // A rename is a change: the renamed draft comes first.
    await call('PUT', `/api/newvideo/video/${first.id}/`, { token: owner, body: { name: 'First, renamed' } });
    expect((await listIds(owner, '/api/newvideo/video/draft/')).ids).toEqual([first.id, second.id]);
    expect((await listIds(other, '/api/newvideo/video/draft/')).ids).toHaveLength(1);
  });

  it('pages ten at a time, with next following on until the last page', async () => {
    const token = await newUser();
    const created: number[] = [];
    for (let index = 0; index < 12; index += 1) created.push((await createProjectVia(call, token, 'video', blankDocument(), `Draft ${index}`)).id);
    const first = await listIds(token, '/api/newvideo/video/draft/');
    expect(first.ids).toEqual(created.slice(2).reverse());
    expect(first.body.count).toBe(12);
    expect(first.body.next).toBe('/api/newvideo/video/draft/?limit=10&offset=10');
    const second = await listIds(token, first.body.next);
    expect(second.ids).toEqual([created[1], created[0]]);
    expect(second.body.count).toBe(12);
    expect(second.body.next).toBeNull();
    // A page past the end still counts them all.
    const past = await listIds(token, '/api/newvideo/video/draft/?limit=10&offset=20');
    expect(past.ids).toEqual([]);
    expect(past.body.count).toBe(12);
  });

  it('shows the status and step of a generation in progress and the reason of a failure; refuses a bad limit', async () => {
    const token = await newUser();
    const running = await createProjectVia(call, token, 'video', blankDocument());
    const failed = await createProjectVia(call, token, 'video', blankDocument());
    const drawing: GenerationStep = { name: 'drawing', done: 120, total: 450, eta: 40 };
    await markGenerated(running.id, { generateStatus: 2, generateProgress: 40, generateStep: drawing, generatedFile: 'BBBBBBBBBBBBBBBBBBBBBB.mp4' });
    // A failed generation keeps no step, even one left behind.
    await markGenerated(failed.id, { generateStatus: 0, generateStep: drawing, generateError: 'The render page made no progress in 60 s' });
    const { body } = await listIds(token, '/api/newvideo/video/generated/');
    expect(body.results.map((card: { mainVideoGenerate: unknown }) => card.mainVideoGenerate)).toEqual([
      { status: 0, progress: 0, video: null, jpeg: null, message: 'The render page made no progress in 60 s', step: null },
      { status: 2, progress: 40, video: null, jpeg: null, message: 'Generating Video...', step: drawing },
    ]);
    expect((await call('GET', '/api/newvideo/video/draft/?limit=0', { token })).status).toBe(400);
    expect((await call('GET', '/api/newvideo/video/draft/')).status).toBe(401);
  });
});

describe('GET /api/newimage/image/?generated=1|0', () => {
  it('filters generated images from drafts, keeps the filter in next, and lists no videos', async () => {
    const token = await newUser();
    const drafts: number[] = [];
    for (let index = 0; index < 11; index += 1) drafts.push((await createProjectVia(call, token, 'image', blankDocument(2))).id);
    const published = await createProjectVia(call, token, 'image', blankDocument(2), 'Published');
    await markGenerated(published.id, { generateStatus: 1, generateProgress: 100, generatedFile: 'CCCCCCCCCCCCCCCCCCCCCC.png' });
    await createProjectVia(call, token, 'video', blankDocument());

    const generated = await listIds(token, '/api/newimage/image/?generated=1');
    expect(generated.ids).toEqual([published.id]);
    expect(generated.body.results[0].mainVideoGenerate.video).toBe('/api/renders/file/CCCCCCCCCCCCCCCCCCCCCC.png');
    expect((await listIds(token, '/api/newimage/image/')).ids).toEqual([published.id]);

    const firstDrafts = await listIds(token, '/api/newimage/image/?generated=0');
    expect(firstDrafts.ids).toEqual(drafts.slice(1).reverse());
    expect(firstDrafts.body.next).toBe('/api/newimage/image/?generated=0&limit=10&offset=10');
    expect((await listIds(token, firstDrafts.body.next)).ids).toEqual([drafts[0]]);
    expect((await call('GET', '/api/newimage/image/?generated=2', { token })).status).toBe(400);
  });
});

describe('GET /api/newvideo/video/details/{id}/ and /api/newimage/image/details/{id}/', () => {
  it('answers the owner’s item with its type; another user, the other kind or a bad id get 404', async () => {
    const owner = await newUser();
    const other = await newUser();
    const video = await createProjectVia(call, owner, 'video', blankDocument(), 'Welcome');
    await markGenerated(video.id, { generateStatus: 99 });
    const detail = await call('GET', `/api/newvideo/video/details/${video.id}/`, { token: owner });
    expect(detail.status).toBe(200);
    expect(detail.body.result).toMatchObject({
      id: video.id,
      name: 'Welcome',
      type: 'video',
      isGenerated: true,
      mainVideoGenerate: { status: 99, progress: 0, video: null, message: 'Pending...' },
    });
    for (const [token, path] of [
      [other, `/api/newvideo/video/details/${video.id}/`],
      [owner, `/api/newimage/image/details/${video.id}/`],
      [owner, '/api/newvideo/video/details/abc/'],
    ] as const) {
      const refused = await call('GET', path, { token });
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ isError: true, message: 'Not found.', result: null });
    }
  });
});
