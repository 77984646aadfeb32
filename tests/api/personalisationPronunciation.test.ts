import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDocument } from '../../src/scene/document.ts';
import { mergeValuesOf } from '../../src/scene/mergeFallbacks.ts';
import { liveSceneIds } from '../../src/scene/ops/sceneOrder.ts';
import { speechJobsToRun, speechRequestValues } from '../../src/scene/speech/sceneSpeechJobs.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { personalisePath } from '../support/personalisation.ts';
import { createProjectVia, withText } from '../support/projects.ts';
import { listenOnLoopback } from '../support/renderRuns.ts';
import { decodeRgb, probeStreams, renderAppDir, speakingSceneVideo, until } from '../support/renders.ts';
import { markReady } from '../support/sharing.ts';
import { useTestServer } from '../support/testServer.ts';

/** Two short personalised avatar videos are rendered for real: slow on two shared cores. */
const RENDER_MS = 480_000;

const { server, call } = useTestServer({ APP_DIR: renderAppDir() });
let token: string;

beforeAll(async () => {
  await listenOnLoopback(server.app);
  token = await signUpAndLogIn(call, server.smtp, 'pronounce@example.com');
}, 120_000);

const LONG_NAME = 'Alexander the Great of Macedonia';

/** How long the document's speech lasts with this first name, as the studio's speech call (`POST /api/audio/batch/`) says it. */
async function speechSeconds(document: ProjectDocument, firstName: string): Promise<number> {
  const jobs = speechJobsToRun(document, liveSceneIds(document), mergeValuesOf(document, { first_name: firstName }));
  const answer = await call('POST', '/api/audio/batch/', { token, body: { scenes: jobs.map((job) => job.items), mergeValues: speechRequestValues(jobs) } });
  expect(answer.status).toBe(200);
  return answer.body.result[0].combineData.soundDuration as number;
}

/** Renders a personalised download of `videoId` for the body and answers its MP4, written to `name`. */
async function personalisedVideo(videoId: number, body: Record<string, unknown>, name: string): Promise<string> {
  const made = await call('POST', personalisePath.download(videoId), { token, body });
  expect(made.status).toBe(200);
  const entryOf = async () => (await call('GET', personalisePath.download(videoId), { token })).body.results.find((entry: { id: number }) => entry.id === made.body.result.id);
  await until(async () => [0, 1].includes((await entryOf()).status), RENDER_MS / 2 - 30_000, `the personalised video ${name}`);
  const entry = await entryOf();
  expect(entry).toMatchObject({ status: 1, message: null });
  const file = path.join(server.dataDir, name);
  await fs.writeFile(file, (await server.app.inject({ method: 'GET', url: entry.video })).rawPayload);
  return file;
}

describe('a pronunciation', () => {
  it('makes the speech say the spelling while the text shows the written value', { timeout: RENDER_MS }, async () => {
    const spoken = speakingSceneVideo('Hi {{first_name}}, this video is for you.');
    const document = withText(spoken, spoken.currentScene.sceneArr[0]!, 'greeting', 'Hi {{first_name}}');
    const video = await createProjectVia(call, token, 'video', document, 'Greeting');
    await markReady(server, video.id);

    // Written "Al", said as the long name; and the long name written and said as written.
    const spelled = await personalisedVideo(video.id, { mergeTagData: { email: 'al@example.com', first_name: 'Al' }, pronunciation: { first_name: LONG_NAME } }, 'spelled.mp4');
    const written = await personalisedVideo(video.id, { mergeTagData: { email: 'al@example.com', first_name: LONG_NAME } }, 'written.mp4');

    // The same words spoken: the same speech, so the same length of sound and video.
    const [spelledProbe, writtenProbe] = await Promise.all([probeStreams(spelled), probeStreams(written)]);
    const streamsOf = (probe: typeof spelledProbe) => ['video', 'audio'].map((type) => probe.streams.find((stream) => stream.codec_type === type)?.duration);
    console.log(`spelled: ${streamsOf(spelledProbe).join(' s, ')} s; written: ${streamsOf(writtenProbe).join(' s, ')} s`);
    expect(streamsOf(spelledProbe)).toEqual(streamsOf(writtenProbe));
    // The video lasts as long as the spelling's speech, well longer than "Hi Al, …" said as written.
    const [longSpeech, shortSpeech] = [await speechSeconds(document, LONG_NAME), await speechSeconds(document, 'Al')];
    console.log(`speech with the spelling ${longSpeech} s, with "Al" ${shortSpeech} s`);
    expect(longSpeech - shortSpeech).toBeGreaterThan(0.5);
    expect(Math.abs(Number(spelledProbe.format.duration) - longSpeech)).toBeLessThanOrEqual(0.04);

    // Different texts on screen: the first frame of one shows "Hi Al", the other's the long name.
    const [spelledFrame, writtenFrame] = await Promise.all([decodeRgb(spelled, 0), decodeRgb(written, 0)]);
    expect(spelledFrame.length).toBe(writtenFrame.length);
    expect(spelledFrame.equals(writtenFrame)).toBe(false);
  });
});
