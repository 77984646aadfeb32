import { describe, expect, it, vi } from 'vitest';
import { signUpAndLogIn } from '../support/accounts.ts';
import { creditsLeft, greetingDocument, personalisePath, userIdOf } from '../support/personalisation.ts';
import { blankDocument, createProjectVia } from '../support/projects.ts';
import { markReady } from '../support/sharing.ts';
import { useTestServer } from '../support/testServer.ts';

// A render worker without the built app: every attempt of a render fails.
const { server, call } = useTestServer();

describe('a personalised render that fails for good', () => {
  it('ends at status 0 with its reason and gives back every credit it took', { timeout: 60_000 }, async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'personal-failure@example.com');
    const userId = await userIdOf(call, token);
    const video = await createProjectVia(call, token, 'video', greetingDocument(blankDocument()), 'Intro');
    await markReady(server, video.id);
    const before = await creditsLeft(server, userId);
    const published = vi.spyOn(server.context.live, 'publish');

    const made = await call('POST', personalisePath.solo(video.id), { token, body: { mergeTagData: { email: 'ada@example.com', first_name: 'Ada' } } });
    expect(made.status).toBe(200);
    expect((await creditsLeft(server, userId))[2]).toBe(before[2]! - 1);

    const entry = async () => (await call('GET', personalisePath.solo(video.id), { token })).body.results[0];
    await expect.poll(async () => (await entry()).status, { timeout: 50_000, interval: 500 }).toBe(0);
    expect((await entry()).message).toMatch(/^The render failed 3 times; the last time: /);
    // The socket tells the reason too, so that an open history shows it at once.
    const told = published.mock.calls.map(([, message]) => message.data as { results?: { id?: number; status?: number; message?: string | null } });
    expect(told.filter((data) => data.results?.id === made.body.result.id).at(-1)?.results).toMatchObject({ status: 0, message: (await entry()).message });
    expect(await creditsLeft(server, userId)).toEqual(before);
  });
});
