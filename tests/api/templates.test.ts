import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from '../../src/scene/document.ts';
import type { Scene } from '../../src/scene/schema/scene.ts';
import { sceneOrder } from '../../src/scene/timing.ts';
import { TEMPLATES } from '../../src/server/services/templates/templateCatalogue.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { createProjectVia, blankDocument, readProjectVia } from '../support/projects.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();

let users = 0;
/** A fresh signed-in user's token. */
const newUser = () => signUpAndLogIn(call, server.smtp, `templates-${++users}@example.com`);

const videos = TEMPLATES.filter((template) => template.kind === 'video');
const avatarVideos = videos.filter((template) => template.mode === 0);
const otherVideos = videos.filter((template) => template.mode === 1);
const images = TEMPLATES.filter((template) => template.kind === 'image');

type Item = {
  id: string;
  name: string;
  kind: string;
  mode: number;
  human: number;
  sceneCount: number;
  duration: number;
  scenes: { sceneIndex: number; name: string }[];
  hVideo: { size: number; ratio: string };
  sVideo: { size: number };
  vVideo: { size: number };
};

/** Every item of a paged list, following next. */
async function allPages(token: string, path: string): Promise<Item[]> {
  const items: Item[] = [];
  let next: string | null = path;
  while (next) {
    const answer = await call('GET', next, { token });
    expect(answer.status).toBe(200);
    items.push(...(answer.body.results as Item[]));
    next = answer.body.next;
  }
  return items;
}

describe('template lists', () => {
  it('lists the avatar video templates by default and the others with ?human=0, paged with next', async () => {
    const token = await newUser();
    const first = await call('GET', '/api/newvideo/video/template/?limit=2', { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isError: false, message: '', count: avatarVideos.length, next: '/api/newvideo/video/template/?human=1&limit=2&offset=2' });
    expect(first.body.results).toHaveLength(2);
    const avatar = await allPages(token, '/api/newvideo/video/template/?limit=4');
    expect(avatar.map((item) => item.id)).toEqual(avatarVideos.map((template) => template.id));
    expect(avatar.every((item) => item.human === 1 && item.mode === 0 && item.kind === 'video')).toBe(true);
    const other = await allPages(token, '/api/newvideo/video/template/?human=0&limit=4');
    expect(other.map((item) => item.id)).toEqual(otherVideos.map((template) => template.id));
    expect(other.every((item) => item.human === 0 && item.mode === 1)).toBe(true);
  });

  it('answers each template with its variants, scene count and length', async () => {
    const token = await newUser();
    const [salesIntro] = await allPages(token, '/api/newvideo/video/template/?q=sales%20intro');
    expect(salesIntro).toMatchObject({ id: 'sales-intro', name: 'Sales Intro', sceneCount: 3, duration: 23, thumbnail: null, video: null });
    expect(salesIntro!.scenes.map((scene) => scene.name)).toEqual(['Greeting', 'How it works', 'Call to action']);
    expect([salesIntro!.hVideo, salesIntro!.sVideo, salesIntro!.vVideo].map((variant) => variant.size)).toEqual([0, 1, 2]);
    expect(salesIntro!.hVideo.ratio).toBe('16:9');
  });

  it('lists the image templates under both paths', async () => {
    const token = await newUser();
    const one = await allPages(token, '/api/newvideo/image/template/?limit=3');
    const other = await allPages(token, '/api/newimage/image/template/');
    expect(one.map((item) => item.id)).toEqual(images.map((template) => template.id));
    expect(other).toEqual(one);
    expect(one.every((item) => item.mode === 2 && item.sceneCount === 1 && item.duration === 0)).toBe(true);
  });

  it('searches video templates by size, avatar and words of the name or tags', async () => {
    const token = await newUser();
    const search = await call('GET', '/api/newvideo/video_template/?size=16:9&&q=real%20estate', { token });
    expect(search.status).toBe(200);
    expect(search.body.results.map((item: Item) => item.id)).toEqual(['real-estate-listing']);
    const withAvatar = await call('GET', '/api/newvideo/video_template/?size=2&human=1&q=hiring', { token });
    expect(withAvatar.body.results.map((item: Item) => item.id)).toEqual(['recruiting']);
    const none = await call('GET', '/api/newvideo/video_template/?size=1:1&human=0&q=hiring', { token });
    expect(none.body).toMatchObject({ count: 0, next: null, results: [] });
    const all = await allPages(token, '/api/newvideo/video_template/?size=0&limit=5');
    expect(all).toHaveLength(videos.length);
    const paged = await call('GET', '/api/newvideo/video_template/?size=9:16&human=0&limit=2', { token });
    expect(paged.body.next).toBe('/api/newvideo/video_template/?size=9%3A16&human=0&limit=2&offset=2');
  });

  it('refuses a size, human or limit outside the allowed values with a 400', async () => {
    const token = await newUser();
    for (const query of ['size=4:3', 'human=2', 'limit=0', 'limit=51']) {
      const answer = await call('GET', `/api/newvideo/video_template/?${query}`, { token });
      expect(answer.status, query).toBe(400);
      expect(answer.body.isError).toBe(true);
    }
  });

  it('needs a token', async () => {
    for (const path of ['/api/newvideo/video/template/', '/api/newimage/image/template/', '/api/newvideo/video_template/?size=0', '/api/newvideo/video/scene/sales-intro/']) {
      expect((await call('GET', path)).status, path).toBe(401);
    }
  });
});

describe('GET /api/newvideo/video/scene/{templateId}/', () => {
  it('answers the chosen scenes as scene JSON, in the order asked, laid out for the size', async () => {
    const token = await newUser();
    const answer = await call('GET', '/api/newvideo/video/scene/product-launch/?scene=0_2&size=2', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({
      id: 'product-launch',
      name: 'Product Launch',
      kind: 'video',
      mode: 1,
      size: 2,
      scenes: [
        { sceneIndex: 0, name: 'Teaser' },
        { sceneIndex: 2, name: 'What is new' },
      ],
    });
    const scenes = answer.body.results as Scene[];
    expect(answer.body.count).toBe(2);
    expect(scenes.map((scene) => scene.id)).toEqual([1, 3]);
    const teaser = scenes[0]!;
    expect(teaser.jsonData.objects[0]).toMatchObject({ _Type: 'background' });
    const heading = teaser.jsonData.objects.find((object) => object._Name === 'Heading')!;
    expect(heading.left + heading.width * heading.scaleX).toBeLessThanOrEqual(1080);
  });

  it('answers every scene without ?scene=, image templates too; refuses a missing scene and an unknown template', async () => {
    const token = await newUser();
    const all = await call('GET', '/api/newvideo/video/scene/sales-intro/', { token });
    expect(all.body.results).toHaveLength(3);
    expect(all.body.result.size).toBe(0);
    const image = await call('GET', '/api/newvideo/video/scene/quote-card/?size=1:1', { token });
    expect(image.body.results).toHaveLength(1);
    const missing = await call('GET', '/api/newvideo/video/scene/sales-intro/?scene=0_7', { token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual({ scene: { message: 'scene 7: the template has scenes 0 to 2' } });
    expect((await call('GET', '/api/newvideo/video/scene/sales-intro/?scene=first', { token })).status).toBe(400);
    const unknown = await call('GET', '/api/newvideo/video/scene/no-such-template/', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ isError: true, message: 'Not found.', result: null });
  });
});

describe('template copies', () => {
  it('creates a draft video project owned by the caller, in the asked size, with the template scenes and fresh ids', async () => {
    const token = await newUser();
    const copy = await call('GET', '/api/newvideo/video/copy/sales-intro/?size=2', { token });
    expect(copy.status).toBe(200);
    expect(copy.body).toEqual({ isError: false, message: '', result: { id: expect.any(Number), name: 'Sales Intro' } });
    const project = await readProjectVia(call, token, 'video', copy.body.result.id);
    expect(project).toMatchObject({ name: 'Sales Intro', revision: 1, isGenerated: false });
    const document = project.jsonData;
    expect(parseProjectDocument(document)).toEqual(document);
    expect(document).toMatchObject({ size: 2, mode: 0 });
    const scenes = sceneOrder(document).map((id) => document.scenes[String(id)]!);
    expect(scenes).toHaveLength(3);
    const texts = scenes.flatMap((scene) => scene.jsonData.objects.flatMap((object) => (object._Type === 'text' ? [object.text] : [])));
    expect(texts.join(' ')).toContain('{{first_name}}');
    expect(scenes.every((scene) => scene.mode === 0 && scene.jsonData.objects.some((object) => object._Type === 'avatar'))).toBe(true);

    const again = await call('GET', '/api/newvideo/video/copy/sales-intro/?size=2', { token });
    expect(again.body.result.id).not.toBe(copy.body.result.id);
    // Background and avatar ids take the scene number (avatar-1, background-1); every other object has a fresh id.
    const ids = (doc: typeof document) =>
      Object.values(doc.scenes).flatMap((scene) =>
        scene.jsonData.objects.filter((object) => object._Type !== 'background' && object._Type !== 'avatar').map((object) => object.id),
      );
    const secondIds = ids((await readProjectVia(call, token, 'video', again.body.result.id)).jsonData);
    expect(secondIds.some((id) => ids(document).includes(id))).toBe(false);

    const other = await newUser();
    expect((await call('GET', `/api/newvideo/video/${copy.body.result.id}/`, { token: other })).status).toBe(404);
  });

  it('copies a video template without the avatar at the default size, and an image template into an image project', async () => {
    const token = await newUser();
    const video = await call('GET', '/api/newvideo/video/copy/discount-offer/', { token });
    expect((await readProjectVia(call, token, 'video', video.body.result.id)).jsonData).toMatchObject({ size: 0, mode: 1 });
    const image = await call('GET', '/api/newimage/template/copy/quote-card/?size=1:1', { token });
    expect(image.status).toBe(200);
    expect(image.body.result.name).toBe('Quote Card');
    expect((await readProjectVia(call, token, 'image', image.body.result.id)).jsonData).toMatchObject({ size: 1, mode: 2 });
  });

  it('keeps the project copy at the same path working for project ids', async () => {
    const token = await newUser();
    const { id } = await createProjectVia(call, token, 'video', blankDocument(), 'Mine');
    const copy = await call('GET', `/api/newvideo/video/copy/${id}/`, { token });
    expect(copy.status).toBe(200);
    expect(copy.body.result.name).toBe('Mine (copy)');
  });

  it('answers 404 for an unknown template or one of the other kind, 400 for a bad size, 401 without a token', async () => {
    const token = await newUser();
    for (const path of [
      '/api/newvideo/video/copy/no-such-template/',
      '/api/newvideo/video/copy/quote-card/',
      '/api/newimage/template/copy/sales-intro/',
      '/api/newimage/template/copy/x/',
    ]) {
      const answer = await call('GET', path, { token });
      expect(answer.status, path).toBe(404);
      expect(answer.body.message).toBe('Not found.');
    }
    expect((await call('GET', '/api/newvideo/video/copy/sales-intro/?size=5', { token })).status).toBe(400);
    expect((await call('GET', '/api/newvideo/video/copy/sales-intro/')).status).toBe(401);
    expect((await call('GET', '/api/newimage/template/copy/quote-card/')).status).toBe(401);
  });
});

describe('the API reference', () => {
  it('documents every template call', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/newvideo/video/template/',
      '/api/newvideo/image/template/',
      '/api/newimage/image/template/',
      '/api/newvideo/video_template/',
      '/api/newvideo/video/scene/{templateId}/',
      '/api/newimage/template/copy/{id}/',
    ]) {
      expect(paths).toContain(path);
    }
    const templateCopy = paths.find((path) => path.startsWith('/api/newvideo/video/copy/') && path.includes('template'));
    expect(doc.paths[templateCopy!].get.summary).toBe('Open a video template as a new draft project (template copy).');
  });
});
