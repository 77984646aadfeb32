import { describe, expect, it } from 'vitest';
import { TRANSITIONS } from '../../src/scene/effects/transitions.ts';
import { sceneTransitionSchema } from '../../src/scene/schema/transition.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();
const path = '/api/newvideo/animation/scene/';

let token = '';
const signedIn = async () => (token ||= await signUpAndLogIn(call, server.smtp, 'transitions-1@example.com'));

describe('GET /api/newvideo/animation/scene/', () => {
  it('lists every scene transition on one default page, each storable as scene.sanimation as it is', async () => {
    const answer = await call('GET', path, { token: await signedIn() });
    expect(answer.status).toBe(200);
    const { isError, message, count, next, results } = answer.body;
    expect({ isError, message, next }).toEqual({ isError: false, message: '', next: null });
    expect(count).toBe(TRANSITIONS.length);
    expect(count).toBeGreaterThanOrEqual(20);
    expect(results).toHaveLength(count);
    expect(results[0]).toEqual({ id: 1, name: 'Fade', src: '', animationData: {}, colorArr: [], duration: 1 });
    for (const result of results) {
      expect(Object.keys(result).sort()).toEqual(['animationData', 'colorArr', 'duration', 'id', 'name', 'src']);
      expect(sceneTransitionSchema.parse(result)).toEqual(result);
    }
    expect(results.find((result: { name: string }) => result.name === 'Fade to Black').colorArr).toEqual(['#000000']);
    expect(new Set(results.map((result: { id: number }) => result.id)).size).toBe(count);
  });

  it('pages with limit and offset; next is the following page or null', async () => {
    const auth = { token: await signedIn() };
    const first = (await call('GET', `${path}?limit=10`, auth)).body;
    expect(first.results).toHaveLength(10);
    expect(first.next).toBe(`${path}?limit=10&offset=10`);
    const second = (await call('GET', first.next, auth)).body;
    expect(second.results[0].id).toBe(first.results[9].id + 1);
    const seen = [...first.results, ...second.results];
    let page = second;
    while (page.next) {
      page = (await call('GET', page.next, auth)).body;
      seen.push(...page.results);
    }
    expect(seen.map((result) => result.id)).toEqual(TRANSITIONS.map((definition) => definition.id));
    const past = (await call('GET', `${path}?offset=500`, auth)).body;
    expect(past).toMatchObject({ count: TRANSITIONS.length, next: null, results: [] });
  });

  it('refuses a bad page with 400', async () => {
    const auth = { token: await signedIn() };
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc']) expect((await call('GET', `${path}?${query}`, auth)).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await call('GET', path)).status).toBe(401);
    expect((await call('GET', path, { token: 'not-a-token' })).status).toBe(401);
  });
});
