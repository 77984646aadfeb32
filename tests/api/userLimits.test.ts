import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GENERATIONS_UNDER_WAY_MAX } from '../../src/server/services/generation/generationStore.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { blankDocument, createProjectVia, readProjectVia } from '../support/projects.ts';
import { useTestServer } from '../support/testServer.ts';
import { box, SYNTHESIS_TEST_TIMEOUT_MS } from './speechSupport.ts';

// No render workers: generations stay queued, so the test decides how many are under way.
const { server, call } = useTestServer({ WORKERS: '0' });

let users = 0;
const newUser = () => signUpAndLogIn(call, server.smtp, `limits-${++users}@example.com`);

describe('per-user limits on costly calls (429 with Retry-After)', () => {
  it(
    'takes three speech requests of one user at once and refuses a fourth; another user and a later request are served',
    async () => {
      const [token, other] = await Promise.all([newUser(), newUser()]);
      const speak = (who: string, text: string) => call('POST', '/api/audio/batch/', { token: who, body: { scenes: [[box('a', text, 'festival-slt')]] } });
      const answers = await Promise.all([1, 2, 3, 4].map((n) => speak(token, `Request number ${n} of four, spoken while the others are.`)));
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.headers['retry-after']).toBe('5');
      expect(refused[0]!.body).toMatchObject({ isError: true, message: 'You have 3 speech requests under way. Try again when one is done.' });
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);

      expect((await speak(token, 'Now that they are done, one more.')).status).toBe(200);
      expect((await speak(other, 'Somebody else speaks meanwhile.')).status).toBe(200);
    },
    SYNTHESIS_TEST_TIMEOUT_MS * 2,
  );

  it(`queues ${GENERATIONS_UNDER_WAY_MAX} generations of one user and refuses the next, which stays a draft`, async () => {
    const token = await newUser();
    const ids = [];
    for (let n = 0; n <= GENERATIONS_UNDER_WAY_MAX; n++) ids.push((await createProjectVia(call, token, 'image', blankDocument(2), `Image ${n}`)).id);
    for (const id of ids.slice(0, GENERATIONS_UNDER_WAY_MAX)) expect((await call('POST', `/api/newimage/image/generate/${id}/`, { token, body: {} })).status).toBe(200);

    const refused = await call('POST', `/api/newimage/image/generate/${ids.at(-1)}/`, { token, body: {} });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.body.message).toBe(`You have ${GENERATIONS_UNDER_WAY_MAX} videos and images being generated. Try again when one is ready.`);
    expect((await readProjectVia(call, token, 'image', ids.at(-1)!)).isGenerated).toBe(false);

    // Another user is not held by them.
    const other = await newUser();
    const theirs = await createProjectVia(call, other, 'image', blankDocument(2), 'Theirs');
    expect((await call('POST', `/api/newimage/image/generate/${theirs.id}/`, { token: other, body: {} })).status).toBe(200);
  });

  it('queues one thumbnail per revision however often the beacon comes, and refuses a 31st refresh in a minute', async () => {
    const token = await newUser();
    const { id } = await createProjectVia(call, token, 'video', blankDocument(), 'Beacons');
    const beacon = () => call('GET', `/api/newvideo/draftthumbnail/update/${id}/`, { token });
    const answers = [];
    for (let n = 0; n < 30; n++) answers.push(await beacon());
    expect(answers.every((answer) => answer.status === 200 && answer.body.result.queued === true)).toBe(true);
    const queued = (await server.context.db.execute(
      sql`select count(*)::int as count from pgboss.job where name = 'render' and data->>'kind' = 'thumbnail' and (data->>'projectId')::int = ${id}`,
    )) as unknown as { rows: { count: number }[] };
    expect(queued.rows[0]!.count).toBe(1);

    const refused = await beacon();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^You made 30 thumbnail refreshes in the last 60 s\. Try again in \d+ s\.$/);
    // Another user's beacon is not held by them.
    const other = await newUser();
    const theirs = await createProjectVia(call, other, 'video', blankDocument(), 'Theirs');
    expect((await call('GET', `/api/newvideo/draftthumbnail/update/${theirs.id}/`, { token: other })).status).toBe(200);
  });
});

describe('the draft thumbnail beacon (navigator.sendBeacon: a POST with the token in its form body)', () => {
  const queuedThumbnails = async (id: number) =>
    (
      (await server.context.db.execute(
        sql`select count(*)::int as count from pgboss.job where name = 'render' and data->>'kind' = 'thumbnail' and (data->>'projectId')::int = ${id}`,
      )) as unknown as { rows: { count: number }[] }
    ).rows[0]!.count;
  const beacon = (id: number, body: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: `/api/newvideo/draftthumbnail/update/${id}/`,
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', ...headers },
    });

  it("queues a redraw of the owner's draft once per revision, and refuses without the owner's session", async () => {
    const [token, other] = await Promise.all([newUser(), newUser()]);
    const { id } = await createProjectVia(call, token, 'image', blankDocument(2), 'Left in the editor');

    expect((await beacon(id, '')).statusCode).toBe(401);
    expect((await beacon(id, new URLSearchParams({ token: 'not-a-session' }).toString())).statusCode).toBe(401);
    expect((await beacon(id, new URLSearchParams({ token: other }).toString())).statusCode).toBe(404);
    expect(await queuedThumbnails(id)).toBe(0);

    const answer = await beacon(id, new URLSearchParams({ token }).toString());
    expect([answer.statusCode, answer.json().result]).toEqual([200, { id, queued: true }]);
    expect(await queuedThumbnails(id)).toBe(1);
    // The header is taken too, and a second beacon for the same revision queues nothing more.
    expect((await beacon(id, '', { authorization: `Token ${token}` })).json().result).toEqual({ id, queued: true });
    expect(await queuedThumbnails(id)).toBe(1);
    expect((await beacon(id, new URLSearchParams({ token, extra: 'x' }).toString())).statusCode).toBe(400);
  });
});
