import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AssetItem } from '../../src/contract/catalogueItems.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();

let token: string | null = null;
/** A signed-in user's token (one for the file). */
const session = async () => (token ??= await signUpAndLogIn(call, server.smtp, 'assets@example.com'));
const get = async (url: string) => call('GET', url, { token: await session() });
const names = (body: Record<string, unknown>) => (body.results as AssetItem[]).map((item) => item.name);

/** A raw answer (SVG files are not JSON). */
const fetchFile = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('GET /api/assets/{icons,emoji,shapes,elements}/', () => {
  it('pages by the spec sizes: icons and shapes 80, emoji 40, illustrations 100', async () => {
    for (const [category, size] of [
      ['icons', 80],
      ['emoji', 40],
      ['shapes', 80],
      ['elements', 100],
    ] as const) {
      const answer = await get(`/api/assets/${category}/`);
      expect(answer.status, category).toBe(200);
      expect(answer.body.isError).toBe(false);
      expect(answer.body.results).toHaveLength(Math.min(size, answer.body.count));
      expect(answer.body.next).toBe(answer.body.count > size ? `/api/assets/${category}/?limit=${size}&offset=${size}` : null);
    }
  });

  it('has thousands of icons, over a thousand emoji, at least 24 shapes and 24 illustrations', async () => {
    expect((await get('/api/assets/icons/')).body.count).toBeGreaterThan(4000);
    expect((await get('/api/assets/emoji/')).body.count).toBeGreaterThan(1500);
    expect((await get('/api/assets/shapes/')).body.count).toBeGreaterThanOrEqual(24);
    expect((await get('/api/assets/elements/')).body.count).toBeGreaterThanOrEqual(24);
  });

  it('follows next to the following page, without repeats', async () => {
    const first = await get('/api/assets/emoji/');
    const second = await get(first.body.next);
    expect(second.body.results).toHaveLength(40);
    const ids = [...first.body.results, ...second.body.results].map((item: AssetItem) => item.id);
    expect(new Set(ids).size).toBe(80);
    expect(second.body.next).toBe('/api/assets/emoji/?limit=40&offset=80');
  });

  it('answers each item with the media item fields, its category and its SVG', async () => {
    const icon = (await get('/api/assets/icons/?q=arrow%20right&limit=1')).body.results[0];
    expect(icon).toEqual({
      id: 'arrow-right',
      name: 'Arrow right',
      src: '/api/assets/icons/arrow-right.svg',
      media_file: '/api/assets/icons/arrow-right.svg',
      media_thumbnail: '/api/assets/icons/arrow-right.svg',
      category: 'icons',
      ctype: 'svg',
      group: 'Arrows',
      tags: expect.arrayContaining(['direction', 'next']),
      isColorable: true,
      width: 24,
      height: 24,
    });
    const grinning = (await get('/api/assets/emoji/?limit=1')).body.results[0];
    expect(grinning).toMatchObject({
      id: '1f600',
      name: 'Grinning face',
      src: '/api/assets/emoji/1f600.svg',
      category: 'emoji',
      group: 'Smileys & emotion',
      isColorable: false,
      width: 36,
      height: 36,
    });
    for (const category of ['shapes', 'elements']) {
      for (const item of (await get(`/api/assets/${category}/?limit=200`)).body.results as AssetItem[]) {
        expect(item.src).toBe(`/library/${category}/${item.id}.svg`);
        const svg = readFileSync(path.join('public', item.src), 'utf8');
        expect(svg, item.src).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${item.width} ${item.height}"`));
        expect(item.category).toBe(category);
      }
    }
  });

  it('keeps the starter shapes the Elements tab shows today', async () => {
    const shapes = (await get('/api/assets/shapes/?limit=200')).body.results.map((item: AssetItem) => item.src);
    for (const file of ['circle', 'square', 'rounded-square', 'triangle', 'star', 'heart', 'hexagon', 'diamond', 'arrow', 'line', 'ring', 'speech-bubble']) {
      expect(shapes).toContain(`/library/shapes/${file}.svg`);
    }
  });

  it('searches names and tags, best first, keeping q in next', async () => {
    const arrows = await get('/api/assets/icons/?q=arrow');
    expect(arrows.body.count).toBeGreaterThan(300);
    expect(arrows.body.results.every((item: AssetItem) => item.name.toLowerCase().includes('arrow') || item.tags.some((tag) => tag.toLowerCase().includes('arrow')))).toBe(true);
    expect(arrows.body.next).toBe('/api/assets/icons/?q=arrow&limit=80&offset=80');
    const smiles = await get('/api/assets/emoji/?q=smile');
    expect(names(smiles.body)).toEqual(expect.arrayContaining(['Grinning face', 'Slightly smiling face']));
    const byTag = await get('/api/assets/icons/?q=ecommerce');
    expect(byTag.body.count).toBeGreaterThan(0);
    expect(names((await get('/api/assets/shapes/?q=star')).body).slice(0, 3)).toEqual(['Star', 'Starburst', 'Sparkle']);
    expect(names((await get('/api/assets/elements/?q=SALE')).body)).toEqual(expect.arrayContaining(['Percent badge', 'Price tag']));
    expect((await get('/api/assets/emoji/?q=zzzzqqq')).body).toMatchObject({ count: 0, next: null, results: [] });
  });

  it('refuses bad paging and over-long queries', async () => {
    expect((await get('/api/assets/icons/?limit=0')).status).toBe(400);
    expect((await get('/api/assets/icons/?limit=201')).status).toBe(400);
    expect((await get('/api/assets/emoji/?offset=-1')).status).toBe(400);
    expect((await get(`/api/assets/shapes/?q=${'a'.repeat(101)}`)).status).toBe(400);
  });

  it('needs a session', async () => {
    for (const category of ['icons', 'emoji', 'shapes', 'elements', 'common']) expect((await call('GET', `/api/assets/${category}/`)).status).toBe(401);
  });
});

describe('GET /api/assets/common/', () => {
  it('answers every category with its overview size and the next page at the full page size', async () => {
    const answer = await get('/api/assets/common/');
    expect(answer.status).toBe(200);
    const { icons, emoji, shapes, elements } = answer.body.result;
    expect(icons.results).toHaveLength(50);
    expect(icons.next).toBe('/api/assets/icons/?limit=80&offset=50');
    expect(emoji.results).toHaveLength(100);
    expect(emoji.next).toBe('/api/assets/emoji/?limit=40&offset=100');
    expect(shapes.results).toHaveLength(Math.min(50, shapes.count));
    expect(elements.results).toHaveLength(Math.min(100, elements.count));
    expect(Object.keys(answer.body.result).sort()).toEqual(['elements', 'emoji', 'icons', 'shapes']);
    const following = await get(icons.next);
    expect(following.body.results[0].id).not.toBe(icons.results[0].id);
    expect(following.body.results[0]).toEqual((await get('/api/assets/icons/?limit=1&offset=50')).body.results[0]);
  });
});

describe('GET /api/assets/{icons,emoji}/{name}.svg', () => {
  it('serves the icon and emoji files as SVG, cacheable, with no token', async () => {
    for (const url of ['/api/assets/icons/arrow-right.svg', '/api/assets/emoji/1f600.svg', '/api/assets/emoji/1f468-200d-1f4bb.svg']) {
      const answer = await fetchFile(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(answer.headers['cache-control']).toBe('public, max-age=604800');
      expect(answer.body).toMatch(/^<svg[\s>]/);
      const again = await fetchFile(url, { 'if-none-match': String(answer.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });

  it('serves every listed emoji and icon it answers in a page', async () => {
    for (const category of ['icons', 'emoji']) {
      for (const item of (await get(`/api/assets/${category}/?limit=40&offset=400`)).body.results as AssetItem[]) {
        expect((await fetchFile(item.src)).statusCode, item.src).toBe(200);
      }
    }
  });

  it('refuses malformed names with 400 and unknown ones with 404, never leaving the package', async () => {
    for (const url of [
      '/api/assets/icons/..%2F..%2Fpackage.json',
      '/api/assets/icons/%2e%2e.svg',
      '/api/assets/icons/Arrow.svg',
      '/api/assets/icons/arrow-right.png',
      '/api/assets/emoji/..%2Flicense.svg',
      '/api/assets/emoji/1F600.svg',
    ]) {
      const answer = await fetchFile(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json()).toMatchObject({ isError: true });
    }
    for (const url of ['/api/assets/icons/no-such-icon.svg', '/api/assets/emoji/fffff.svg']) {
      const answer = await fetchFile(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ isError: true });
    }
    expect(existsSync(path.join('node_modules/@tabler/icons/icons/outline/arrow-right.svg'))).toBe(true);
  });
});
