import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_DESKTOP_PREVIEW_WIDTH, TEMPLATE_MOBILE_PREVIEW_WIDTH } from '../../src/contract/sharing.ts';
import type { AppContext } from '../../src/server/context.ts';
import { PAGE_TEMPLATES } from '../../src/server/services/sharing/pageTemplates.ts';
import { prepareTemplatePagePreviews, templatePagePreviews } from '../../src/server/services/sharing/publicPage/templatePagePreviews.ts';
import { probeBytes } from '../support/mediaFixtures.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
/** The server's parts, as with TEMPLATE_PREVIEWS=prepare (the server itself runs with off: no video template previews). */
let preparing: AppContext;

beforeAll(async () => {
  server = await startTestServer({ TEMPLATE_PREVIEWS: 'off' });
  preparing = { ...server.context, config: { ...server.context.config, templatePreviews: 'all' } };
});

afterAll(() => server?.close());

describe('template page pictures', () => {
  it('are not made with TEMPLATE_PREVIEWS=off', async () => {
    expect(await templatePagePreviews(server.context, PAGE_TEMPLATES[0]!.key)).toEqual({ desktopViewPreview: null, mobileViewPreview: null });
  });

  it('are photographed once by Chromium at desktop and phone widths and served cached for ever', { timeout: 240_000 }, async () => {
    await prepareTemplatePagePreviews(preparing);
    const names = new Set<string>();
    for (const template of PAGE_TEMPLATES) {
      const previews = await templatePagePreviews(preparing, template.key);
      for (const [address, width] of [
        [previews.desktopViewPreview, TEMPLATE_DESKTOP_PREVIEW_WIDTH],
        [previews.mobileViewPreview, TEMPLATE_MOBILE_PREVIEW_WIDTH],
      ] as const) {
        expect(address).toMatch(/^\/api\/previews\/file\/[0-9a-f]{32}\.jpg$/);
        names.add(address!);
        const answer = await server.app.inject({ method: 'GET', url: address! });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('image/jpeg');
        expect(answer.headers['cache-control']).toContain('immutable');
        expect((await probeBytes(answer.rawPayload)).width).toBe(width);
      }
    }
    expect(names.size).toBe(PAGE_TEMPLATES.length * 2);
    // Made once: asking again finds them stored and starts nothing.
    expect(await templatePagePreviews(preparing, PAGE_TEMPLATES[1]!.key)).toMatchObject({ desktopViewPreview: expect.any(String) });
  });

  it('answer nulls for a key that is no template', async () => {
    expect(await templatePagePreviews(preparing, 'no-such-page')).toEqual({ desktopViewPreview: null, mobileViewPreview: null });
  });
});
