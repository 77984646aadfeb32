import { describe, expect, it } from 'vitest';
import { PAGE_TEMPLATES } from '../../src/server/services/sharing/pageTemplates.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { blankDocument, createProjectVia } from '../support/projects.ts';
import { visit } from '../support/sharing.ts';
import { useTestServer } from '../support/testServer.ts';
import { uploadToLibrary } from '../support/userLibrary.ts';

const { server, call } = useTestServer();

let users = 0;
const newUser = () => signUpAndLogIn(call, server.smtp, `pages-${++users}@example.com`);

describe('GET /api/salespage/ and /api/salespage/public/', () => {
  it('lists the templates with their previews, and makes the default page on first use', async () => {
    const token = await newUser();
    const templates = await call('GET', '/api/salespage/public/', { token });
    expect(templates.status).toBe(200);
    expect(templates.body.results.map((page: { name: string }) => page.name)).toEqual(PAGE_TEMPLATES.map((template) => template.name));
    expect(templates.body.results[0]).toMatchObject({ isDefault: false, isPersonalized: true, layout: 'videoFirst', desktopViewPreview: null, mobileViewPreview: null });

    const list = await call('GET', '/api/salespage/?isPublish=1&appType=1', { token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ isError: false, count: 1, next: null });
    expect(list.body.results[0]).toMatchObject({ name: PAGE_TEMPLATES[0]!.name, isDefault: true });
    // Asked again, still one default page.
    expect((await call('GET', '/api/salespage/?isPublish=1&appType=1', { token })).body.count).toBe(1);
    expect((await call('GET', '/api/salespage/')).status).toBe(401);
  });

  it('pages ten at a time, keeping the filters in next', async () => {
    const token = await newUser();
    const templateId = (await call('GET', '/api/salespage/public/', { token })).body.results[1].id;
    for (let index = 0; index < 11; index += 1) await call('GET', `/api/salespage/${templateId}/copy/?appType=1`, { token });
    const first = await call('GET', '/api/salespage/?isPublish=1&appType=1', { token });
    expect(first.body.count).toBe(12);
    expect(first.body.results).toHaveLength(10);
    expect(first.body.results[0].isDefault).toBe(true);
    expect(first.body.next).toBe('/api/salespage/?isPublish=1&appType=1&limit=10&offset=10');
    expect((await call('GET', first.body.next, { token })).body.results).toHaveLength(2);
  });
});

describe('the page editor: GET and PUT /api/salespage/{id}/', () => {
  it('loads a page and autosaves any of its fields; refuses bad addresses and colours', async () => {
    const token = await newUser();
    const page = (await call('GET', '/api/salespage/', { token })).body.results[0];
    const loaded = await call('GET', `/api/salespage/${page.id}/`, { token });
    expect(loaded.body.result.content).toMatchObject({ headline: PAGE_TEMPLATES[0]!.content.headline, ctaUrl: '' });

    const saved = await call('PUT', `/api/salespage/${page.id}/`, { token, body: { name: 'Spring offer', content: { headline: 'Hello', ctaUrl: 'https://example.com/book' } } });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({
      name: 'Spring offer',
      layout: 'videoFirst',
      isPersonalized: true,
      content: { headline: 'Hello', ctaUrl: 'https://example.com/book', body: PAGE_TEMPLATES[0]!.content.body },
    });

    for (const content of [{ ctaUrl: 'javascript:alert(1)' }, { ctaUrl: '/relative' }, { brandColor: 'red' }]) {
      expect((await call('PUT', `/api/salespage/${page.id}/`, { token, body: { content } })).status).toBe(400);
    }
    expect((await call('GET', `/api/salespage/${page.id}/`, { token })).body.result.content.ctaUrl).toBe('https://example.com/book');
    // Templates are read, never changed.
    const template = (await call('GET', '/api/salespage/public/', { token })).body.results[0];
    expect((await call('GET', `/api/salespage/${template.id}/`, { token })).status).toBe(200);
    expect((await call('PUT', `/api/salespage/${template.id}/`, { token, body: { name: 'Mine now' } })).status).toBe(404);
  });
});

/** A 1x1 PNG. */
const tinyPng = { fileName: 'logo.png', bytes: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64') };

describe('the page logo', () => {
  it('takes a picture of the user’s own library, refuses another user’s or any other address, and is removed with null', async () => {
    const [token, other] = await Promise.all([newUser(), newUser()]);
    const page = (await call('GET', '/api/salespage/', { token })).body.results[0];
    const mine = (await uploadToLibrary(server, token, tinyPng, { category: 'logo' })).body.result.media_file as string;
    const theirs = (await uploadToLibrary(server, other, tinyPng, { category: 'logo' })).body.result.media_file as string;

    const saved = await call('PUT', `/api/salespage/${page.id}/`, { token, body: { content: { logo: mine } } });
    expect(saved.status).toBe(200);
    expect(saved.body.result.content.logo).toBe(mine);

    const refused = await call('PUT', `/api/salespage/${page.id}/`, { token, body: { content: { logo: theirs } } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toEqual({ 'content.logo': { message: 'Choose a picture from your media library.' } });
    for (const logo of ['https://example.com/logo.png', '/api/userlibrary/file/../../etc.png', 'javascript:alert(1)']) {
      expect((await call('PUT', `/api/salespage/${page.id}/`, { token, body: { content: { logo } } })).status).toBe(400);
    }
    expect((await call('GET', `/api/salespage/${page.id}/`, { token })).body.result.content.logo).toBe(mine);

    expect((await call('PUT', `/api/salespage/${page.id}/`, { token, body: { content: { logo: null } } })).body.result.content.logo).toBeNull();
  });
});

describe('copy and delete rules', () => {
  it('copies templates and pages; with video_id the copy becomes the item’s page', async () => {
    const token = await newUser();
    const video = await createProjectVia(call, token, 'video', blankDocument(), 'Intro');
    const template = (await call('GET', '/api/salespage/public/', { token })).body.results[3];
    const copy = await call('GET', `/api/salespage/${template.id}/copy/?video_id=${video.id}&appType=1`, { token });
    expect(copy.status).toBe(200);
    const copied = await call('GET', `/api/salespage/${copy.body.result.id}/`, { token });
    expect(copied.body.result).toMatchObject({ name: template.name, layout: 'split', isDefault: false });
    const details = await call('GET', `/api/newvideo/video/details/${video.id}/`, { token });
    expect(details.body.result.sharingPage).toMatchObject({ id: copy.body.result.id, name: template.name });

    const again = await call('GET', `/api/salespage/${copy.body.result.id}/copy/?appType=1`, { token });
    expect((await call('GET', `/api/salespage/${again.body.result.id}/`, { token })).body.result.name).toBe(`${template.name} (copy)`);
  });

  it('refuses to delete the default page and a page an item uses; deletes any other', async () => {
    const token = await newUser();
    const image = await createProjectVia(call, token, 'image', blankDocument(2), 'Card');
    const defaultPage = (await call('GET', '/api/salespage/', { token })).body.results[0];
    const refusedDefault = await call('DELETE', `/api/salespage/${defaultPage.id}/`, { token });
    expect(refusedDefault.status).toBe(409);
    expect(refusedDefault.body).toEqual({ isError: true, message: 'The default sharing page cannot be deleted.', result: null });

    const used = (await call('GET', `/api/salespage/${defaultPage.id}/copy/?video_id=${image.id}`, { token })).body.result.id;
    const refusedUsed = await call('DELETE', `/api/salespage/${used}/`, { token });
    expect(refusedUsed.status).toBe(409);
    expect(refusedUsed.body.message).toBe('This sharing page is the current page of an item: choose another page for it first.');

    const spare = (await call('GET', `/api/salespage/${defaultPage.id}/copy/`, { token })).body.result.id;
    expect((await call('DELETE', `/api/salespage/${spare}/`, { token })).body).toEqual({ isError: false, message: '', result: { id: spare } });
    expect((await call('GET', `/api/salespage/${spare}/`, { token })).status).toBe(404);
  });
});

describe('owner-only previews', () => {
  it('serves a page preview with a short-lived token, not with a session token or another page’s token', async () => {
    const token = await newUser();
    const [page] = (await call('GET', '/api/salespage/', { token })).body.results;
    await call('PUT', `/api/salespage/${page.id}/`, { token, body: { content: { headline: 'Hi {{first_name}}, <b>welcome</b>' } } });
    const address = await call('GET', `/api/salespage/${page.id}/preview/`, { token });
    expect(address.body.result.url).toMatch(new RegExp(`^/preview/salespage/${page.id}\\?token=[\\w.-]+$`));
    expect(Date.parse(address.body.result.expiresAt)).toBeGreaterThan(Date.now());

    const preview = await visit(server, address.body.result.url);
    expect(preview.status).toBe(200);
    expect(preview.headers['content-security-policy']).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(preview.body).toContain('Hi there, &lt;b&gt;welcome&lt;/b&gt;');

    expect((await visit(server, `/preview/salespage/${page.id}?token=${token}`)).status).toBe(404);
    const other = (await call('GET', `/api/salespage/${page.id}/copy/`, { token })).body.result.id;
    expect((await visit(server, address.body.result.url.replace(`/${page.id}?`, `/${other}?`))).status).toBe(404);
  });
});
