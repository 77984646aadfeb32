import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLOR_FILTERS } from '../../src/scene/constants.ts';
import { FILTERS } from '../../src/scene/effects/filters.ts';
import { MASKS } from '../../src/scene/effects/masks.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();

let token: string | null = null;
/** A signed-in user's token (one for the file). */
const session = async () => (token ??= await signUpAndLogIn(call, server.smtp, 'effects@example.com'));

describe('GET /api/newvideo/filter/', () => {
  it('lists the colour filters in picker order, generated from the definitions', async () => {
    const answer = await call('GET', '/api/newvideo/filter/', { token: await session() });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isError: false, message: '', count: COLOR_FILTERS.length, next: null });
    expect(answer.body.results.map((filter: { name: string }) => filter.name)).toEqual([...COLOR_FILTERS]);
    expect(answer.body.results).toEqual(JSON.parse(JSON.stringify(FILTERS)));
    const interpolation = answer.body.results[10];
    expect(interpolation).toMatchObject({ id: 10, kind: 'gradientMap', matrix: null, params: [{ key: 'stops', type: 'colors', minItems: 2, maxItems: 20 }] });
    expect(answer.body.results[1]).toMatchObject({ id: 1, name: 'Grayscale', kind: 'matrix' });
    expect(answer.body.results[1].matrix).toHaveLength(20);
  });

  it('pages with limit and offset', async () => {
    const first = await call('GET', '/api/newvideo/filter/?limit=4', { token: await session() });
    expect(first.body.count).toBe(11);
    expect(first.body.results.map((filter: { id: number }) => filter.id)).toEqual([0, 1, 2, 3]);
    expect(first.body.next).toBe('/api/newvideo/filter/?limit=4&offset=4');
    const last = await call('GET', '/api/newvideo/filter/?limit=4&offset=8', { token: await session() });
    expect(last.body.results.map((filter: { id: number }) => filter.id)).toEqual([8, 9, 10]);
    expect(last.body.next).toBeNull();
    expect((await call('GET', '/api/newvideo/filter/?limit=0', { token: await session() })).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/newvideo/filter/')).status).toBe(401);
  });
});

describe('GET /api/assets/masks/', () => {
  it('lists at least 20 masks, each {id, name, src} with an SVG under public/', async () => {
    const answer = await call('GET', '/api/assets/masks/?limit=100', { token: await session() });
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(MASKS.length);
    expect(answer.body.count).toBeGreaterThanOrEqual(20);
    expect(answer.body.next).toBeNull();
    for (const mask of answer.body.results as { id: number; name: string; src: string }[]) {
      expect(Object.keys(mask).sort()).toEqual(['id', 'name', 'src']);
      const svg = readFileSync(path.join('public', mask.src), 'utf8');
      expect(svg, mask.src).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 100"/);
    }
  });

  it('pages by 40 by default, keeping the search in the next link', async () => {
    const first = await call('GET', '/api/assets/masks/?limit=10', { token: await session() });
    expect(first.body.results).toHaveLength(10);
    expect(first.body.next).toBe('/api/assets/masks/?limit=10&offset=10');
    const following = await call('GET', first.body.next, { token: await session() });
    expect(following.body.results[0].id).toBe(MASKS[10]!.id);
    const all = await call('GET', '/api/assets/masks/', { token: await session() });
    expect(all.body.results).toHaveLength(Math.min(40, MASKS.length));
    const searched = await call('GET', '/api/assets/masks/?q=b&limit=2', { token: await session() });
    expect(searched.body.next).toBe('/api/assets/masks/?q=b&limit=2&offset=2');
  });

  it('searches by name from one character, any case', async () => {
    const stars = await call('GET', '/api/assets/masks/?q=STAR', { token: await session() });
    expect(stars.body.results.map((mask: { name: string }) => mask.name)).toEqual(['Star', 'Starburst']);
    expect(stars.body.count).toBe(2);
    const brush = await call('GET', '/api/assets/masks/?q=brush', { token: await session() });
    expect(brush.body.count).toBe(3);
    const h = await call('GET', '/api/assets/masks/?q=h', { token: await session() });
    expect(h.body.results.every((mask: { name: string }) => mask.name.toLowerCase().includes('h'))).toBe(true);
    const none = await call('GET', '/api/assets/masks/?q=zzz', { token: await session() });
    expect(none.body).toMatchObject({ count: 0, next: null, results: [] });
    const blank = await call('GET', '/api/assets/masks/?q=%20', { token: await session() });
    expect(blank.body.count).toBe(MASKS.length);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/assets/masks/')).status).toBe(401);
    expect((await call('GET', '/api/assets/masks/?q=star', { token: 'not-a-token' })).status).toBe(401);
  });
});
