import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_GRADIENTS } from '../../src/server/services/projects/editorCatalogue.ts';
import type { MusicItem } from '../../src/contract/catalogueItems.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();

let token: string | null = null;
/** A signed-in user's token (one for the file). */
const session = async () => (token ??= await signUpAndLogIn(call, server.smtp, 'music@example.com'));
const get = async (url: string) => call('GET', url, { token: await session() });

/** Duration and audio codec of a shipped file, read by ffprobe. */
function probe(src: string) {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_name,sample_rate', '-of', 'json', path.join('public', src)], {
    encoding: 'utf8',
  });
  const { format, streams } = JSON.parse(out) as { format: { duration: string }; streams: { codec_name: string; sample_rate: string }[] };
  return { duration: Number(format.duration), codec: streams[0]!.codec_name };
}

describe('GET /api/aivideo/music/', () => {
  it('pages the library by 10, each a Music item {id, name, time, src, mood}', async () => {
    const answer = await get('/api/aivideo/music/');
    expect(answer.status).toBe(200);
    expect(answer.body.isError).toBe(false);
    expect(answer.body.count).toBeGreaterThanOrEqual(8);
    expect(answer.body.results).toHaveLength(Math.min(10, answer.body.count));
    for (const track of answer.body.results as MusicItem[]) {
      expect(Object.keys(track).sort()).toEqual(['id', 'mood', 'name', 'src', 'time']);
      expect(track.src).toMatch(/^\/library\/music\/[a-z-]+\.mp3$/);
    }
    expect(new Set(answer.body.results.map((track: MusicItem) => track.name)).size).toBe(answer.body.results.length);
  });

  it('answers durations that match the files (ffprobe, within 0.1 s), each 30 to 90 s of MP3', async () => {
    const tracks = (await get('/api/aivideo/music/?limit=50')).body.results as MusicItem[];
    for (const track of tracks) {
      const { duration, codec } = probe(track.src);
      expect(codec, track.src).toBe('mp3');
      expect(Math.abs(duration - track.time), track.src).toBeLessThanOrEqual(0.1);
      expect(track.time).toBeGreaterThanOrEqual(30);
      expect(track.time).toBeLessThanOrEqual(90);
    }
  });

  it('links the next page and refuses bad paging', async () => {
    const first = await get('/api/aivideo/music/?limit=3');
    expect(first.body.next).toBe('/api/aivideo/music/?limit=3&offset=3');
    const second = await get(first.body.next);
    expect(second.body.results[0].id).toBe(4);
    expect((await get('/api/aivideo/music/?limit=0')).status).toBe(400);
    expect((await get('/api/aivideo/music/?offset=x')).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/aivideo/music/')).status).toBe(401);
  });
});

describe('GET /api/aivideo/gradient/', () => {
  it("pages the colour picker's gradients, each with an id, in the same order as /api/colors/combine/", async () => {
    const answer = await get('/api/aivideo/gradient/?limit=5');
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(BUILT_IN_GRADIENTS.length);
    expect(answer.body.results).toEqual(BUILT_IN_GRADIENTS.slice(0, 5).map((gradient, index) => ({ id: index + 1, ...gradient })));
    expect(answer.body.next).toBe('/api/aivideo/gradient/?limit=5&offset=5');
    const combined = (await get('/api/colors/combine/')).body.result.gradients;
    const all = (await get('/api/aivideo/gradient/?limit=100')).body.results.map(({ id: _id, ...gradient }: { id: number }) => gradient);
    expect(all).toEqual(combined);
    expect((await get('/api/aivideo/gradient/?limit=101')).status).toBe(400);
    expect((await call('GET', '/api/aivideo/gradient/')).status).toBe(401);
  });
});
