import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_STEPS } from '../../src/contract/generation.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { createProjectVia, projectPath, readProjectVia } from '../support/projects.ts';
import { listenOnLoopback } from '../support/renderRuns.ts';
import { type LiveClient, meanVolume, openLive, probeStreams, renderAppDir, speakingSceneVideo, spokenDocument, until } from '../support/renders.ts';
import { useTestServer } from '../support/testServer.ts';

/** A server render of a few seconds of 1080p avatar video takes a while on two shared cores. */
const RENDER_MS = 300_000;

/** About 3 s of speech: longer than the scene's 2 s, so the video follows the speech. */
const SCRIPT = 'Hello {{first_name}}, thank you for watching this short video.';

const { server, call } = useTestServer({ APP_DIR: renderAppDir() });
let origin: string;
let token: string;

beforeAll(async () => {
  origin = await listenOnLoopback(server.app);
  token = await signUpAndLogIn(call, server.smtp, 'speaks@example.com');
}, 120_000);

const generate = (id: number) => call('POST', `${projectPath.video}/generate/${id}/`, { token, body: {} });
const detail = async (id: number) => (await call('GET', `${projectPath.video}/details/${id}/`, { token })).body.result;

type Results = { status: number; progress: number; step: { name: string; done?: number; total?: number; ahead?: number; eta: number | null } | null };

/** Progress messages of project `id` on a socket. */
const progressOf = (live: LiveClient, id: number): Results[] =>
  live.received.filter((message) => message.command === 'videoEditor.progress.update' && message.data.id === id).map((message) => message.data.results as Results);

/** The step names in the order they arrived, each once. */
const stepsOf = (updates: Results[]) => updates.flatMap((results) => results.step?.name ?? []).filter((name, index, names) => name !== names[index - 1]);

describe('Generate Video speaks the script', () => {
  it(
    'a project whose typed speech has no sound becomes a video with that speech, telling queued, speaking, drawing, sound and joining in order',
    { timeout: RENDER_MS },
    async () => {
      const document = speakingSceneVideo(SCRIPT);
      const { id } = await createProjectVia(call, token, 'video', document, 'Never played');
      const live = await openLive(origin, token);
      try {
        const answer = await generate(id);
        expect(answer.body.result.mainVideoGenerate).toMatchObject({ status: 99, message: 'Pending...', step: { name: 'queued', ahead: 0, eta: null } });
        await until(() => progressOf(live, id).some((results) => results.status === 1), RENDER_MS - 30_000, 'the video');

        const updates = progressOf(live, id);
        console.log(
          `over the socket: ${updates.map(({ status, progress, step }) => `${status}:${progress}:${step ? `${step.name}${step.total === undefined ? '' : ` ${step.done}/${step.total}`}${step.eta === null ? '' : ` eta ${step.eta}`}` : '-'}`).join(' | ')}`,
        );
        expect(stepsOf(updates)).toEqual(GENERATION_STEPS);
        expect(updates.filter((results) => results.step?.name === 'speaking').every((results) => results.step!.total === 1 && results.status === 2)).toBe(true);
        const drawing = updates.filter((results) => results.step?.name === 'drawing');
        const percentages = updates.filter((results) => results.status === 2).map((results) => results.progress);
        expect(percentages).toEqual(percentages.toSorted((a, b) => a - b));
        expect(updates.find((results) => results.step?.name === 'drawing')!.progress).toBeGreaterThan(0);
        expect(updates.at(-1)).toMatchObject({ status: 1, progress: 100, step: null });

        // The thumbnail is drawn before the frames and shown at once.
        const messages = live.received.filter((message) => message.data.id === id);
        const shown = messages.findIndex((message) => message.command === 'videoEditor.details.update' && /-thumb\.jpg$/.test(message.data.results.thumbnail ?? ''));
        const drawn = messages.findIndex((message) => message.command === 'videoEditor.progress.update' && message.data.results.step?.name === 'sound');
        expect(shown).toBeGreaterThanOrEqual(0);
        expect(shown).toBeLessThan(drawn);

        const ready = await detail(id);
        const file = path.join(server.dataDir, 'spoken.mp4');
        await fs.writeFile(file, (await server.app.inject({ method: 'GET', url: ready.mainVideoGenerate.video })).rawPayload);
        // The speech the editor would make (the same service and cache): its length is the video's.
        const spoken = await spokenDocument(origin, token, document);
        const seconds = Object.values(spoken.scenes)[0]!.speech.speechTime;
        const probe = await probeStreams(file);
        const volume = await meanVolume(file, 0, seconds);
        console.log(`speech ${seconds} s; the video ${probe.format.duration} s; mean volume while it speaks ${volume.toFixed(1)} dB`);
        const picture = probe.streams.find((stream) => stream.codec_type === 'video')!;
        expect([picture.width, picture.height]).toEqual([1920, 1080]);
        expect(seconds).toBeGreaterThan(2.5);
        // Every frame of the spoken video was drawn: as many as its speech lasts.
        expect(Math.abs(drawing[0]!.step!.total! / 25 - seconds)).toBeLessThanOrEqual(0.04);
        expect(Math.abs(Number(probe.format.duration) - seconds)).toBeLessThanOrEqual(0.04);
        // Silence is about -91 dB; speech levelled to -16 LUFS averages about -20 dB.
        expect(volume).toBeGreaterThan(-30);

        // The spoken document is rendered, not written back: the project is as the user saved it.
        const stored = await readProjectVia(call, token, 'video', id);
        expect(Object.values(stored.jsonData.scenes)[0]!.speech.sound).toBeNull();
      } finally {
        live.close();
      }
    },
  );

  it('tells a generation queued behind another how many render jobs are ahead of it', { timeout: RENDER_MS }, async () => {
    // The same video as above: its speech, frames and sound are all found made, so each speaks from the cache and joins.
    const first = await createProjectVia(call, token, 'video', speakingSceneVideo(SCRIPT), 'First');
    const second = await createProjectVia(call, token, 'video', speakingSceneVideo(SCRIPT), 'Second');
    const live = await openLive(origin, token);
    try {
      expect((await generate(first.id)).status).toBe(200);
      const answer = await generate(second.id);
      expect(answer.body.result.mainVideoGenerate).toMatchObject({ status: 99, step: { name: 'queued', ahead: 1, eta: null } });
      await until(() => progressOf(live, second.id).length > 0, 10_000, 'the queue position on the socket');
      expect(progressOf(live, second.id)[0]).toMatchObject({ status: 99, step: { name: 'queued', ahead: 1 } });
      await until(async () => (await detail(second.id)).mainVideoGenerate.status === 1, RENDER_MS - 30_000, 'the second video');
      const steps = stepsOf(progressOf(live, second.id));
      console.log(`the second generation's steps: ${steps.join(', ')}`);
      expect(steps).toEqual(['queued', 'speaking', 'joining']);
    } finally {
      live.close();
    }
  });
});
