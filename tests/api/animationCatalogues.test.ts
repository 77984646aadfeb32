import { describe, expect, it } from 'vitest';
import { ANIMATIONS } from '../../src/scene/effects/animations.ts';
import { TEXT_ANIMATIONS } from '../../src/scene/effects/textAnimations.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();

let users = 0;
/** A fresh signed-in user's token. */
const newUser = () => signUpAndLogIn(call, server.smtp, `animations-${++users}@example.com`);

describe('GET /api/newvideo/animation/', () => {
  it('answers every object animation, paged, with id, name and kind', async () => {
    const token = await newUser();
    const first = await call('GET', '/api/newvideo/animation/?limit=20', { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isError: false, count: ANIMATIONS.length, next: '/api/newvideo/animation/?limit=20&offset=20' });
    expect(first.body.results).toHaveLength(20);
    const seen = [...first.body.results];
    let next: string | null = first.body.next;
    while (next) {
      const page = await call('GET', next, { token });
      seen.push(...page.body.results);
      next = page.body.next;
    }
    expect(seen.length).toBeGreaterThanOrEqual(30);
    expect(new Set(seen.map((item) => item.id)).size).toBe(seen.length);
    for (const item of seen) {
      expect(typeof item.name).toBe('string');
      expect(['enter', 'exit', 'place']).toContain(item.kind);
    }
    expect(seen.find((item) => item.id === 5)).toMatchObject({ name: 'None', kinds: ['enter', 'exit'] });
    expect(seen.find((item) => item.id === 34)).toMatchObject({ name: 'Steady', kind: 'place' });
  });

  it('filters by slot and keeps the filter in the next link', async () => {
    const token = await newUser();
    const places = await call('GET', '/api/newvideo/animation/?kind=place', { token });
    expect(places.body.results.length).toBeGreaterThanOrEqual(8);
    expect(places.body.results.every((item: { kind: string }) => item.kind === 'place')).toBe(true);
    const exits = await call('GET', '/api/newvideo/animation/?kind=exit&limit=3', { token });
    expect(exits.body.results[0]).toMatchObject({ id: 5 });
    expect(exits.body.next).toBe('/api/newvideo/animation/?limit=3&offset=3&kind=exit');
    const last = await call('GET', `/api/newvideo/animation/?kind=exit&limit=3&offset=${exits.body.count - 1}`, { token });
    expect(last.body.results).toHaveLength(1);
    expect(last.body.next).toBeNull();
  });

  it('refuses a bad kind or limit and needs a session', async () => {
    const token = await newUser();
    expect((await call('GET', '/api/newvideo/animation/?kind=sideways', { token })).status).toBe(400);
    expect((await call('GET', '/api/newvideo/animation/?limit=0', { token })).status).toBe(400);
    expect((await call('GET', '/api/newvideo/animation/')).status).toBe(401);
  });
});

describe('GET /api/newvideo/text/animation/', () => {
  it('answers text animations by char, word and line, filterable by kind', async () => {
    const token = await newUser();
    const all = await call('GET', '/api/newvideo/text/animation/', { token });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ isError: false, count: TEXT_ANIMATIONS.length, next: null });
    expect(new Set(all.body.results.map((item: { kind: string }) => item.kind))).toEqual(new Set(['char', 'word', 'line']));
    const words = await call('GET', '/api/newvideo/text/animation/?kind=word', { token });
    expect(words.body.results.length).toBeGreaterThan(0);
    expect(words.body.results.every((item: { kind: string }) => item.kind === 'word')).toBe(true);
    const paged = await call('GET', '/api/newvideo/text/animation/?limit=2', { token });
    expect(paged.body.results).toHaveLength(2);
    expect(paged.body.next).toBe('/api/newvideo/text/animation/?limit=2&offset=2');
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/newvideo/text/animation/')).status).toBe(401);
  });
});
