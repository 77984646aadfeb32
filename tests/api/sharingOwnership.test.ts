import { describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../support/accounts.ts';
import { blankDocument, createProjectVia } from '../support/projects.ts';
import { visit } from '../support/sharing.ts';
import { useTestServer } from '../support/testServer.ts';

/**
 * The ownership matrix of the sharing calls (issue 16): every call that names a page or an item,
 * made by a signed-in user who does not own it, answers 404 "Not found." and changes nothing.
 * New sharing calls add their row here.
 */

const { server, call } = useTestServer();

type Method = 'GET' | 'PUT' | 'DELETE';

/** What the owner has, and what the intruder has of their own. */
type Fixture = { ownerPage: number; template: number; video: number; image: number; intruderPage: number; intruderVideo: number };

const MATRIX: [string, Method, (f: Fixture) => string, (f: Fixture) => unknown][] = [
  ['read a page', 'GET', (f) => `/api/salespage/${f.ownerPage}/`, () => undefined],
  ['autosave a page', 'PUT', (f) => `/api/salespage/${f.ownerPage}/`, () => ({ name: 'Taken' })],
  ['copy a page', 'GET', (f) => `/api/salespage/${f.ownerPage}/copy/?appType=1`, () => undefined],
  ['copy a template onto another’s item', 'GET', (f) => `/api/salespage/${f.template}/copy/?video_id=${f.video}&appType=1`, () => undefined],
  ['delete a page', 'DELETE', (f) => `/api/salespage/${f.ownerPage}/`, () => undefined],
  ['preview a page', 'GET', (f) => `/api/salespage/${f.ownerPage}/preview/`, () => undefined],
  ['read a video’s details', 'GET', (f) => `/api/newvideo/video/details/${f.video}/`, () => undefined],
  ['set a video’s page', 'PUT', (f) => `/api/newvideo/video/details/${f.video}/`, (f) => ({ sharingPageId: f.intruderPage })],
  ['set another’s page on one’s own video', 'PUT', (f) => `/api/newvideo/video/details/${f.intruderVideo}/`, (f) => ({ sharingPageId: f.ownerPage })],
  ['preview a video', 'GET', (f) => `/api/newvideo/video/details/${f.video}/preview/`, () => undefined],
  ['read an image’s details', 'GET', (f) => `/api/newimage/image/details/${f.image}/`, () => undefined],
  ['set an image’s redirect', 'PUT', (f) => `/api/newimage/image/details/${f.image}/`, () => ({ redirectUrl: 'https://evil.example/' })],
  ['preview an image', 'GET', (f) => `/api/newimage/image/details/${f.image}/preview/`, () => undefined],
];

describe('sharing calls on another user’s objects', () => {
  let fixture: Fixture;
  let owner = '';
  let intruder = '';

  it('sets up two users', async () => {
    owner = await signUpAndLogIn(call, server.smtp, 'owner@example.com');
    intruder = await signUpAndLogIn(call, server.smtp, 'intruder@example.com');
    const defaultPage = (await call('GET', '/api/salespage/', { token: owner })).body.results[0].id;
    fixture = {
      ownerPage: (await call('GET', `/api/salespage/${defaultPage}/copy/`, { token: owner })).body.result.id,
      template: (await call('GET', '/api/salespage/public/', { token: owner })).body.results[0].id,
      video: (await createProjectVia(call, owner, 'video', blankDocument(), 'Owner video')).id,
      image: (await createProjectVia(call, owner, 'image', blankDocument(2), 'Owner image')).id,
      intruderPage: (await call('GET', '/api/salespage/', { token: intruder })).body.results[0].id,
      intruderVideo: (await createProjectVia(call, intruder, 'video', blankDocument(), 'Intruder video')).id,
    };
  });

  it.each(MATRIX)('%s: 404', async (_name, method, path, body) => {
    const answer = await call(method, path(fixture), { token: intruder, body: body(fixture) });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ isError: true, message: 'Not found.', result: null });
  });

  it.each(MATRIX)('%s: 401 without a session', async (_name, method, path, body) => {
    expect((await call(method, path(fixture), { body: body(fixture) })).status).toBe(401);
  });

  it('left the owner’s objects as they were', async () => {
    const page = await call('GET', `/api/salespage/${fixture.ownerPage}/`, { token: owner });
    expect(page.body.result.name).not.toBe('Taken');
    const image = await call('GET', `/api/newimage/image/details/${fixture.image}/`, { token: owner });
    expect(image.body.result.redirectUrl).toBe('');
    const video = await call('GET', `/api/newvideo/video/details/${fixture.video}/`, { token: owner });
    expect(video.body.result.sharingPage.isDefault).toBe(true);
    expect((await call('GET', '/api/salespage/', { token: intruder })).body.count).toBe(1);
  });

  it('a preview token opens only its own user’s page or item', async () => {
    const own = await call('GET', `/api/newvideo/video/details/${fixture.intruderVideo}/preview/`, { token: intruder });
    const token = new URL(own.body.result.url, 'http://x').searchParams.get('token');
    expect((await visit(server, own.body.result.url)).status).toBe(200);
    expect((await visit(server, `/preview/${fixture.video}?email=campaign_test&token=${token}`)).status).toBe(404);
    expect((await visit(server, `/preview/salespage/${fixture.ownerPage}?token=${token}`)).status).toBe(404);
    expect((await visit(server, `/preview/${fixture.video}?email=campaign_test&token=${owner}`)).status).toBe(404);
  });
});
