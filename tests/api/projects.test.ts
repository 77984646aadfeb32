import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../../src/scene/documentDiff.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { blankDocument, createProjectVia, type Kind, projectPath, readProjectVia, withText } from '../support/projects.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();

let users = 0;
/** A fresh signed-in user's token. */
const newUser = () => signUpAndLogIn(call, server.smtp, `projects-${++users}@example.com`);

describe('POST /api/newvideo/video/create/', () => {
  it('stores a document sent as JSON and answers its id, name and revision 1', async () => {
    const token = await newUser();
    const document = withText(blankDocument(), 1, 'title', 'Meet your new sales assistant');
    const created = await call('POST', '/api/newvideo/video/create/', { token, body: { d: document } });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ isError: false, message: '', result: { id: expect.any(Number), name: 'Untitled', revision: 1 } });
    const project = await readProjectVia(call, token, 'video', created.body.result.id);
    expect(project).toEqual({ id: created.body.result.id, name: 'Untitled', jsonData: document, revision: 1, isGenerated: false, isPersonalized: false, thumbnail: null });
  });

  it('accepts the document as JSON text (legacy client) and a trimmed name; stores it with defaults filled', async () => {
    const token = await newUser();
    const sparse = { mode: 1, currentScene: { sceneArr: [1] }, scenes: { '1': { id: 1, jsonData: { objects: [{ id: 'background-1', _Type: 'background' }] } } } };
    const { id, name } = await createProjectVia(call, token, 'video', JSON.stringify(sparse), '  Spring campaign  ');
    expect(name).toBe('Spring campaign');
    const { jsonData } = await readProjectVia(call, token, 'video', id);
    expect(jsonData).toMatchObject({ size: 0, mode: 1, colorArr: [], currentScene: { sceneArr: [1], arr: [] } });
    expect(jsonData.scenes['1']!.jsonData.objects[0]).toMatchObject({ _Type: 'background', opacity: 1 });
  });

  it('names a project with a blank name Untitled', async () => {
    const token = await newUser();
    expect((await createProjectVia(call, token, 'video', blankDocument(), '   ')).name).toBe('Untitled');
  });

  it('refuses an invalid document with a 400 naming the field', async () => {
    const token = await newUser();
    const document = withText(blankDocument(), 1, 'title', 'Hello');
    const broken = structuredClone(document) as unknown as { scenes: Record<string, { jsonData: { objects: Record<string, unknown>[] } }> };
    broken.scenes['1']!.jsonData.objects[1]!.left = 'abc';
    const answer = await call('POST', '/api/newvideo/video/create/', { token, body: { d: broken } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ isError: true, message: expect.stringMatching(/^scenes\.1\.jsonData\.objects\.1\.left: /), result: null });
    const asText = await call('POST', '/api/newvideo/video/create/', { token, body: { d: JSON.stringify(broken) } });
    expect(asText.body.message).toBe(answer.body.message);
  });

  it('refuses text that is not JSON, a missing d and a document of the wrong mode', async () => {
    const token = await newUser();
    const notJson = await call('POST', '/api/newvideo/video/create/', { token, body: { d: '{"scenes":' } });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toMatch(/^d: not valid JSON/);
    const missing = await call('POST', '/api/newvideo/video/create/', { token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toHaveProperty('d');
    const image = await call('POST', '/api/newvideo/video/create/', { token, body: { d: blankDocument(2) } });
    expect(image.status).toBe(400);
    expect(image.body.message).toBe('mode: video projects have mode 0 or 1, not 2');
    const video = await call('POST', '/api/newimage/image/create/', { token, body: { d: blankDocument(0) } });
    expect(video.status).toBe(400);
    expect(video.body.message).toBe('mode: image projects have mode 2, not 0');
  });

  it('accepts documents above the global 1 MB body limit, up to 8 MB', async () => {
    const token = await newUser();
    const big = withText(blankDocument(), 1, 'long', 'x'.repeat(3 * 1024 * 1024));
    const { id } = await createProjectVia(call, token, 'video', big);
    expect((await readProjectVia(call, token, 'video', id)).jsonData).toEqual(big);
    const tooBig = withText(blankDocument(), 1, 'long', 'x'.repeat(9 * 1024 * 1024));
    const refused = await call('POST', '/api/newvideo/video/create/', { token, body: { d: tooBig } });
    expect(refused.status).toBe(413);
    expect(refused.body.isError).toBe(true);
  });
});

describe('GET, PUT (rename), POST (save), DELETE and copy of one project', () => {
  it('renames: trimmed, blank or too long refused; the revision stays', async () => {
    const token = await newUser();
    const { id } = await createProjectVia(call, token, 'video', blankDocument(), 'First');
    const renamed = await call('PUT', `/api/newvideo/video/${id}/`, { token, body: { name: '  Second  ' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result).toEqual({ id, name: 'Second', revision: 1 });
    const blank = await call('PUT', `/api/newvideo/video/${id}/`, { token, body: { name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ isError: true, message: { name: { message: 'Enter a project name.' } }, result: null });
    const long = await call('PUT', `/api/newvideo/video/${id}/`, { token, body: { name: 'n'.repeat(201) } });
    expect(long.status).toBe(400);
    expect(long.body.message.name.message).toBe('The name can be at most 200 characters.');
    expect((await readProjectVia(call, token, 'video', id)).name).toBe('Second');
  });

  it('refuses a PUT with neither or both of name and d', async () => {
    const token = await newUser();
    const { id } = await createProjectVia(call, token, 'video', blankDocument());
    expect((await call('PUT', `/api/newvideo/video/${id}/`, { token, body: {} })).status).toBe(400);
    const both = await call('PUT', `/api/newvideo/video/${id}/`, { token, body: { name: 'A', d: [], revision: 1 } });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Send either name (rename) or d with revision (autosave), not both.');
  });

  it('saves a whole document explicitly, moving the revision on; with a stale revision it answers 409', async () => {
    const token = await newUser();
    const { id } = await createProjectVia(call, token, 'video', blankDocument(), 'Saved');
    const edited = withText(blankDocument(), 1, 'title', 'Saved explicitly');
    const saved = await call('POST', `/api/newvideo/video/${id}/`, { token, body: { d: JSON.stringify(edited) } });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toEqual({ id, name: 'Saved', revision: 2 });
    expect((await readProjectVia(call, token, 'video', id)).jsonData).toEqual(edited);
    const third = blankDocument();
    const again = await call('POST', `/api/newvideo/video/${id}/`, { token, body: { d: third, revision: 2 } });
    expect(again.body.result.revision).toBe(3);
    const stale = await call('POST', `/api/newvideo/video/${id}/`, { token, body: { d: edited, revision: 2 } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ isError: true, message: 'The project was changed elsewhere. Reload it to go on.', result: { revision: 3 } });
    const invalid = await call('POST', `/api/newvideo/video/${id}/`, { token, body: { d: { ...edited, size: 7 } } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/^size: /);
    const stored = await readProjectVia(call, token, 'video', id);
    expect(stored.revision).toBe(3);
    expect(stored.jsonData).toEqual(third);
  });

  it('copies into a new draft named "{name} (copy)", shortening a long name to fit 200 characters', async () => {
    const token = await newUser();
    const document = withText(blankDocument(), 1, 'title', 'Copied');
    const { id } = await createProjectVia(call, token, 'video', document, 'Launch');
    const copied = await call('GET', `/api/newvideo/video/copy/${id}/`, { token });
    expect(copied.status).toBe(200);
    expect(copied.body.result).toEqual({ id: expect.any(Number), name: 'Launch (copy)' });
    expect(copied.body.result.id).not.toBe(id);
    const copy = await readProjectVia(call, token, 'video', copied.body.result.id);
    expect(copy).toMatchObject({ name: 'Launch (copy)', jsonData: document, revision: 1, isGenerated: false, isPersonalized: false, thumbnail: null });
    const long = await createProjectVia(call, token, 'video', document, 'L'.repeat(200));
    const longCopy = await call('GET', `/api/newvideo/video/copy/${long.id}/`, { token });
    expect(longCopy.body.result.name).toBe(`${'L'.repeat(193)} (copy)`);
    expect(longCopy.body.result.name).toHaveLength(200);
  });

  it('deletes; afterwards the project is not found', async () => {
    const token = await newUser();
    const { id } = await createProjectVia(call, token, 'video', blankDocument());
    const deleted = await call('DELETE', `/api/newvideo/video/${id}/`, { token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ isError: false, message: '', result: { id } });
    for (const [method, url] of [
      ['GET', `/api/newvideo/video/${id}/`],
      ['DELETE', `/api/newvideo/video/${id}/`],
      ['GET', `/api/newvideo/video/copy/${id}/`],
    ] as const) {
      const answer = await call(method, url, { token });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ isError: true, message: 'Not found.', result: null });
    }
  });

  it('answers 404 for ids that are no project id', async () => {
    const token = await newUser();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '2147483000']) {
      const answer = await call('GET', `/api/newvideo/video/${id}/`, { token });
      expect(answer.status, id).toBe(404);
      expect(answer.body.message).toBe('Not found.');
    }
    expect((await call('PUT', '/api/newvideo/video/abc/', { token, body: { name: 'x' } })).status).toBe(404);
  });
});

describe('ownership and sessions', () => {
  it("never shows or changes another user's project: 404 on every call, nothing changes", async () => {
    const owner = await newUser();
    const other = await newUser();
    const document = withText(blankDocument(), 1, 'title', 'Mine');
    const { id } = await createProjectVia(call, owner, 'video', document, 'Private');
    const diff = diffDocuments(document, withText(document, 1, 'hack', 'Theirs'));
    const attempts = [
      call('GET', `/api/newvideo/video/${id}/`, { token: other }),
      call('PUT', `/api/newvideo/video/${id}/`, { token: other, body: { name: 'Taken' } }),
      call('PUT', `/api/newvideo/video/${id}/`, { token: other, body: { d: diff, revision: 1 } }),
      call('POST', `/api/newvideo/video/${id}/`, { token: other, body: { d: blankDocument() } }),
      call('DELETE', `/api/newvideo/video/${id}/`, { token: other }),
      call('GET', `/api/newvideo/video/copy/${id}/`, { token: other }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ isError: true, message: 'Not found.', result: null });
    }
    expect(await readProjectVia(call, owner, 'video', id)).toMatchObject({ name: 'Private', revision: 1, jsonData: document });
  });

  it('keeps the kinds apart: a video is not found under the image paths', async () => {
    const token = await newUser();
    const { id } = await createProjectVia(call, token, 'video', blankDocument());
    expect((await call('GET', `/api/newimage/image/${id}/`, { token })).status).toBe(404);
    expect((await call('DELETE', `/api/newimage/image/${id}/`, { token })).status).toBe(404);
    expect((await readProjectVia(call, token, 'video', id)).id).toBe(id);
  });

  it('answers 401 without a valid token', async () => {
    const token = await newUser();
    const { id } = await createProjectVia(call, token, 'video', blankDocument());
    for (const kind of ['video', 'image'] as Kind[]) {
      const base = projectPath[kind];
      for (const [method, url, body] of [
        ['POST', `${base}/create/`, { d: blankDocument() }],
        ['GET', `${base}/${id}/`, undefined],
        ['PUT', `${base}/${id}/`, { name: 'x' }],
        ['POST', `${base}/${id}/`, { d: blankDocument() }],
        ['DELETE', `${base}/${id}/`, undefined],
        ['GET', `${base}/copy/${id}/`, undefined],
        ['GET', `${base}/abc/`, undefined],
      ] as const) {
        for (const badToken of [undefined, 'not-a-token']) {
          const answer = await call(method, url, { body, token: badToken });
          expect(answer.status, `${method} ${url}`).toBe(401);
          expect(answer.body).toEqual({ isError: true, message: 'Invalid token.', result: null });
        }
      }
    }
  });
});

describe('image projects', () => {
  it('go through the same calls under /api/newimage/image/', async () => {
    const token = await newUser();
    const document = withText(blankDocument(2), 1, 'headline', 'Summer sale');
    const { id, revision } = await createProjectVia(call, token, 'image', document, 'Banner');
    expect(revision).toBe(1);
    expect(await readProjectVia(call, token, 'image', id)).toMatchObject({ name: 'Banner', jsonData: document, revision: 1 });
    const moved = withText(blankDocument(2), 1, 'headline', 'Summer sale', 300);
    const saved = await call('PUT', `/api/newimage/image/${id}/`, { token, body: { d: diffDocuments(document, moved), revision: 1 } });
    expect(saved.body.result).toEqual({ id, name: 'Banner', revision: 2 });
    const copied = await call('GET', `/api/newimage/image/copy/${id}/`, { token });
    expect(copied.body.result.name).toBe('Banner (copy)');
    expect((await readProjectVia(call, token, 'image', copied.body.result.id)).jsonData).toEqual(moved);
    expect((await call('GET', `/api/newvideo/video/${id}/`, { token })).status).toBe(404);
    expect((await call('DELETE', `/api/newimage/image/${id}/`, { token })).body.result).toEqual({ id });
    expect((await call('GET', `/api/newimage/image/${id}/`, { token })).status).toBe(404);
  });
});

describe('API reference', () => {
  it('documents every project call', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    for (const path of [
      '/api/newvideo/video/create/',
      '/api/newvideo/video/{id}/',
      '/api/newvideo/video/copy/{id}/',
      '/api/newimage/image/create/',
      '/api/newimage/image/{id}/',
      '/api/newimage/image/copy/{id}/',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(Object.keys(doc.paths['/api/newvideo/video/{id}/'])).toEqual(expect.arrayContaining(['get', 'put', 'post', 'delete']));
  });
});
