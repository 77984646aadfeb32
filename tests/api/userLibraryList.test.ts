import { beforeAll, describe, expect, it } from 'vitest';
import { userUploads } from '../../src/server/db/schema.ts';
import { findUserByEmail } from '../../src/server/services/account/users.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { makeMediaFixtures, type MediaFixture, type MediaFixtureName } from '../support/mediaFixtures.ts';
import { useTestServer } from '../support/testServer.ts';
import { fileNameOf, storedLibraryFiles, uploadToLibrary } from '../support/userLibrary.ts';

const { server, call } = useTestServer();
let tokens: { ann: string; bob: string };
let fixtures: Record<MediaFixtureName, MediaFixture>;

beforeAll(async () => {
  const [ann, bob, made] = await Promise.all([
    signUpAndLogIn(call, server.smtp, 'ann-library@example.com'),
    signUpAndLogIn(call, server.smtp, 'bob-library@example.com'),
    makeMediaFixtures(),
  ]);
  tokens = { ann, bob };
  fixtures = made;
});

/**
 * Adds list rows straight to the table (paging is about the list, not about files; real uploads
 * are tested in userLibraryUpload.test.ts). Answers their ids, oldest first.
 */
async function addRows(email: string, category: string, kind: 'image' | 'audio' | 'csv', names: string[]) {
  const user = await findUserByEmail(server.context.db, email);
  const rows = await server.context.db
    .insert(userUploads)
    .values(
      names.map((name, index) => ({
        userId: user!.id,
        name,
        category,
        kind,
        format: kind === 'image' ? 'png' : kind === 'audio' ? 'mp3' : 'csv',
        originalFile: `${String(index).padStart(22, 'A')}.${kind === 'image' ? 'png' : kind === 'audio' ? 'mp3' : 'csv'}`,
        fileInfo: { format: 'png', size: 1, duration: null, width: null, height: null, codecs: { video: null, audio: null } },
      })),
    )
    .returning({ id: userUploads.id });
  return rows.map((row) => row.id);
}

const numbered = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);

describe('GET /api/userlibrary/upload/', () => {
  it('pages by 40 for audio and csv, by 20 otherwise, newest first, following next', async () => {
    const audioIds = await addRows('ann-library@example.com', 'audio', 'audio', numbered('Track', 45));
    const imageIds = await addRows('ann-library@example.com', 'video_image', 'image', numbered('Picture', 25));
    await addRows('ann-library@example.com', 'csv', 'csv', numbered('Contacts', 41));
    await addRows('bob-library@example.com', 'audio', 'audio', numbered('Bob track', 3));

    const audio = await call('GET', '/api/userlibrary/upload/?category=audio', { token: tokens.ann });
    expect(audio.status).toBe(200);
    expect(audio.body).toMatchObject({ isError: false, count: 45, next: '/api/userlibrary/upload/?category=audio&limit=40&offset=40' });
    expect(audio.body.results.map((item: { id: number }) => item.id)).toEqual(audioIds.toReversed().slice(0, 40));
    const lastAudio = await call('GET', audio.body.next, { token: tokens.ann });
    expect(lastAudio.body.results.map((item: { id: number }) => item.id)).toEqual(audioIds.toReversed().slice(40));
    expect(lastAudio.body.next).toBeNull();

    const csv = await call('GET', '/api/userlibrary/upload/?category=csv', { token: tokens.ann });
    expect(csv.body.results).toHaveLength(40);
    expect(csv.body.next).toBe('/api/userlibrary/upload/?category=csv&limit=40&offset=40');

    const images = await call('GET', '/api/userlibrary/upload/?category=video_image', { token: tokens.ann });
    expect(images.body.results.map((item: { id: number }) => item.id)).toEqual(imageIds.toReversed().slice(0, 20));
    expect(images.body.next).toBe('/api/userlibrary/upload/?category=video_image&limit=20&offset=20');
    expect((await call('GET', images.body.next, { token: tokens.ann })).body.results).toHaveLength(5);

    const limited = await call('GET', '/api/userlibrary/upload/?category=audio&limit=6&offset=42', { token: tokens.ann });
    expect(limited.body.results.map((item: { name: string }) => item.name)).toEqual(['Track 3', 'Track 2', 'Track 1']);
    expect(limited.body.next).toBeNull();
  });

  it("lists only the user's own items", async () => {
    const bob = await call('GET', '/api/userlibrary/upload/?category=audio', { token: tokens.bob });
    expect(bob.body.count).toBe(3);
    expect(bob.body.results.every((item: { name: string }) => item.name.startsWith('Bob track'))).toBe(true);
    const everything = await call('GET', '/api/userlibrary/upload/?limit=100', { token: tokens.bob });
    expect(everything.body.count).toBe(3);
  });

  it('filters by content type and searches names in any case, taking wildcards literally', async () => {
    await addRows('ann-library@example.com', 'upload', 'image', ['Summer sale', 'Logo 100%', 'team_photo']);
    await addRows('ann-library@example.com', 'upload', 'csv', ['summer contacts']);
    const names = async (query: string) =>
      (await call('GET', `/api/userlibrary/upload/?category=upload&${query}`, { token: tokens.ann })).body.results.map((item: { name: string }) => item.name);
    expect(await names('query=SUMMER')).toEqual(['summer contacts', 'Summer sale']);
    expect(await names('type=application')).toEqual(['summer contacts']);
    expect(await names('type=image&query=summer')).toEqual(['Summer sale']);
    expect(await names('query=%25')).toEqual(['Logo 100%']);
    expect(await names('query=m_p')).toEqual(['team_photo']);
    expect(await names('query=r_s')).toEqual([]);
    expect(await names('query=&type=')).toEqual(['summer contacts', 'team_photo', 'Logo 100%', 'Summer sale']);
    const next = await call('GET', '/api/userlibrary/upload/?category=upload&query=a&limit=1', { token: tokens.ann });
    expect(next.body.next).toBe('/api/userlibrary/upload/?category=upload&query=a&limit=1&offset=1');
  });

  it('refuses bad parameters and anonymous calls', async () => {
    expect((await call('GET', '/api/userlibrary/upload/?category=photos', { token: tokens.ann })).status).toBe(400);
    expect((await call('GET', '/api/userlibrary/upload/?type=text', { token: tokens.ann })).status).toBe(400);
    expect((await call('GET', '/api/userlibrary/upload/?limit=0', { token: tokens.ann })).status).toBe(400);
    expect((await call('GET', '/api/userlibrary/upload/?limit=101', { token: tokens.ann })).status).toBe(400);
    expect((await call('GET', '/api/userlibrary/upload/?offset=-1', { token: tokens.ann })).status).toBe(400);
    expect((await call('GET', '/api/userlibrary/upload/')).status).toBe(401);
  });
});

describe('PUT and DELETE /api/userlibrary/upload/{id}/', () => {
  it('renames an item of the owner only', async () => {
    const item = (await uploadToLibrary(server, tokens.ann, fixtures['picture.png'], { category: 'logo', name: 'Old name' })).body.result;
    const renamed = await call('PUT', `/api/userlibrary/upload/${item.id}/`, { token: tokens.ann, body: { name: '  New name  ' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result).toEqual({ ...item, name: 'New name' });
    const listed = await call('GET', '/api/userlibrary/upload/?category=logo&query=new', { token: tokens.ann });
    expect(listed.body.results.map((entry: { id: number }) => entry.id)).toEqual([item.id]);

    const blank = await call('PUT', `/api/userlibrary/upload/${item.id}/`, { token: tokens.ann, body: { name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toEqual({ name: { message: 'Enter a name.' } });
    expect((await call('PUT', `/api/userlibrary/upload/${item.id}/`, { token: tokens.ann, body: { name: 'x'.repeat(201) } })).status).toBe(400);
    const others = await call('PUT', `/api/userlibrary/upload/${item.id}/`, { token: tokens.bob, body: { name: 'Mine now' } });
    expect(others.status).toBe(404);
    expect(others.body.message).toBe('Not found.');
    expect((await call('PUT', '/api/userlibrary/upload/abc/', { token: tokens.ann, body: { name: 'x' } })).status).toBe(404);
    expect((await call('PUT', '/api/userlibrary/upload/999999/', { token: tokens.ann, body: { name: 'x' } })).status).toBe(404);
    expect((await call('PUT', `/api/userlibrary/upload/${item.id}/`, { body: { name: 'x' } })).status).toBe(401);
    expect((await call('GET', '/api/userlibrary/upload/?category=logo&query=new', { token: tokens.ann })).body.results[0].name).toBe('New name');
  });

  it('deletes an item of the owner only, with its files', async () => {
    const item = (await uploadToLibrary(server, tokens.ann, fixtures['clip.mp4'], { category: 'video_video', name: 'To delete' })).body.result;
    const files = [item.media_file, item.media_thumbnail] as string[];
    expect((await storedLibraryFiles(server)).filter((name) => files.map(fileNameOf).includes(name))).toHaveLength(2);

    expect((await call('DELETE', `/api/userlibrary/upload/${item.id}/`, { token: tokens.bob })).status).toBe(404);
    for (const address of files) expect((await server.app.inject({ method: 'GET', url: address })).statusCode).toBe(200);

    const deleted = await call('DELETE', `/api/userlibrary/upload/${item.id}/`, { token: tokens.ann });
    expect(deleted.status).toBe(200);
    expect(deleted.body.result).toEqual({ id: item.id });
    for (const address of files) expect((await server.app.inject({ method: 'GET', url: address })).statusCode).toBe(404);
    expect((await storedLibraryFiles(server)).filter((name) => files.map(fileNameOf).includes(name))).toEqual([]);
    expect((await call('GET', '/api/userlibrary/upload/?category=video_video&query=To%20delete', { token: tokens.ann })).body.count).toBe(0);
    expect((await call('DELETE', `/api/userlibrary/upload/${item.id}/`, { token: tokens.ann })).status).toBe(404);
    expect((await call('DELETE', '/api/userlibrary/upload/0/', { token: tokens.ann })).status).toBe(404);
    expect((await call('DELETE', `/api/userlibrary/upload/${item.id}/`)).status).toBe(401);
  });
});

describe('API reference', () => {
  it('documents every library call, the item and the socket command', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/userlibrary/upload/'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.paths['/api/userlibrary/upload/{id}/'])).toEqual(expect.arrayContaining(['put', 'delete']));
    expect(Object.keys(doc.paths['/api/userlibrary/file/{name}'])).toContain('get');
    const upload = doc.paths['/api/userlibrary/upload/'].post;
    expect(upload.description).toContain('userLibrary.upload.progress');
    expect(upload.description).toContain('The file must be 100 MB or smaller.');
    expect(doc.paths['/api/userlibrary/upload/'].get.description).toContain('fileInfo');
  });
});
