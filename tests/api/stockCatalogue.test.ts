import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockItem } from '../../src/contract/catalogueItems.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { type PexelsPeer, startPexelsPeer } from '../support/pexelsPeer.ts';
import { useTestServer } from '../support/testServer.ts';

// The peer starts before the provider server reads its environment (hooks run in order).
let peer: PexelsPeer;
const providerEnv: Record<string, string> = {};
beforeAll(async () => {
  peer = await startPexelsPeer();
  Object.assign(providerEnv, { STOCK_API_URL: peer.url, STOCK_API_KEY: peer.apiKey });
});
afterAll(() => peer?.close());

const local = useTestServer();
const withProvider = useTestServer(providerEnv);

const tokens = new Map<unknown, string>();
/** Calls one of the servers as a signed-in user (one per server). */
async function get(target: ReturnType<typeof useTestServer>, url: string) {
  let token = tokens.get(target);
  if (!token) {
    token = await signUpAndLogIn(target.call, target.server.smtp, 'stock@example.com');
    tokens.set(target, token);
  }
  return target.call('GET', url, { token });
}
const ids = (results: StockItem[]) => results.map((item) => item.id);
const manifest = JSON.parse(readFileSync('public/library/stock/stock.json', 'utf8')) as { id: string; type: string; file: string; thumbnail: string }[];

describe('GET /api/bgclip/search/ (our own library)', () => {
  it('lists our 20 images on one page: 14 generated backgrounds and the 6 shipped photos, with existing files', async () => {
    const answer = await get(local, '/api/bgclip/search/?type=image');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isError: false, next: null });
    const all = answer.body.results as StockItem[];
    expect(all).toHaveLength(20);
    expect(ids(all)).toEqual(expect.arrayContaining(['local-sunset-hills', 'local-gradient-sunrise', 'local-bokeh-gold', 'local-geometric-hexagons']));
    for (const item of all) {
      expect(item).toMatchObject({ ctype: 'image', category: 'stock', credit: null, fileInfo: { duration: null } });
      expect(item.media_file).toBe(item.src);
      readFileSync(path.join('public', item.media_file!));
      readFileSync(path.join('public', item.media_thumbnail));
    }
  });

  it('lists at least 6 video loops of 5 to 8 s', async () => {
    const answer = await get(local, '/api/bgclip/search/?type=video');
    expect(answer.body.next).toBeNull();
    const videos = answer.body.results as StockItem[];
    expect(videos.length).toBeGreaterThanOrEqual(6);
    for (const video of videos) {
      expect(video).toMatchObject({ ctype: 'video', width: 1280, height: 720, credit: null });
      expect(video.fileInfo.duration).toBeGreaterThanOrEqual(5);
      expect(video.fileInfo.duration).toBeLessThanOrEqual(8);
      expect(video.media_file).toMatch(/^\/library\/stock\/videos\/[a-z-]+\.(mp4|webm)$/);
    }
  });

  it('searches names and tags, best first, and keeps the query in next', async () => {
    const bokeh = await get(local, '/api/bgclip/search/?type=image&query=bokeh');
    expect(ids(bokeh.body.results).slice(0, 2).sort()).toEqual(['local-bokeh-city', 'local-bokeh-gold']);
    expect(bokeh.body.next).toBeNull();
    const tech = await get(local, '/api/bgclip/search/?type=video&query=tech');
    expect(ids(tech.body.results)).toEqual(expect.arrayContaining(['local-tech-lines', 'local-hex-pulse']));
    expect((await get(local, '/api/bgclip/search/?type=image&query=zzzz')).body).toMatchObject({ next: null, results: [] });
    expect((await get(local, '/api/bgclip/search/?type=image&page=9')).body).toMatchObject({ next: null, results: [] });
  });

  it('refuses a missing or unknown type and bad pages', async () => {
    expect((await get(local, '/api/bgclip/search/')).status).toBe(400);
    expect((await get(local, '/api/bgclip/search/?type=audio')).status).toBe(400);
    expect((await get(local, '/api/bgclip/search/?type=image&page=0')).status).toBe(400);
    expect((await get(local, `/api/bgclip/search/?type=image&query=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await local.call('GET', '/api/bgclip/search/?type=image')).status).toBe(401);
  });
});

describe('GET /api/bgclip/process/{type}/{id}/ (our own library)', () => {
  it('answers the file of an image and of a video, echoing ctg', async () => {
    const image = await get(local, '/api/bgclip/process/image/local-gradient-violet/?ctg=background');
    expect(image.body).toEqual({
      isError: false,
      message: '',
      result: { id: 'local-gradient-violet', media_file: '/library/stock/images/gradient-violet.jpg', ctg: 'background' },
    });
    const loop = manifest.find((entry) => entry.id === 'local-aurora-flow')!;
    const video = await get(local, '/api/bgclip/process/video/local-aurora-flow/');
    expect(video.body.result).toEqual({ id: 'local-aurora-flow', media_file: loop.file, ctg: null });
  });

  it('answers isError for an unknown item, a type that does not match, or a provider id with no provider', async () => {
    for (const url of ['/api/bgclip/process/image/local-nothing/', '/api/bgclip/process/video/local-gradient-violet/', '/api/bgclip/process/image/1001/']) {
      const answer = await get(local, url);
      expect(answer.status, url).toBe(404);
      expect(answer.body).toEqual({ isError: true, message: 'No such stock item.', result: null });
    }
  });

  it('refuses malformed input and needs a session', async () => {
    expect((await get(local, '/api/bgclip/process/audio/local-gradient-violet/')).status).toBe(400);
    expect((await get(local, '/api/bgclip/process/image/..%2F..%2Fetc/')).status).toBe(400);
    expect((await get(local, '/api/bgclip/process/image/local-gradient-violet/?ctg=%3Cscript%3E')).status).toBe(400);
    expect((await local.call('GET', '/api/bgclip/process/image/local-gradient-violet/')).status).toBe(401);
  });
});

describe('the stock provider slot (Pexels API, local peer)', () => {
  it('continues after our own items with the provider, sending its key, with credits and proxied previews', async () => {
    const ours = await get(withProvider, '/api/bgclip/search/?type=image&query=bokeh');
    expect(ids(ours.body.results)).toEqual(expect.arrayContaining(['local-bokeh-gold']));
    expect(ours.body.next).toBe('/api/bgclip/search/?type=image&query=bokeh&page=2');
    const theirs = await get(withProvider, ours.body.next);
    expect(theirs.body.results).toHaveLength(20);
    expect(theirs.body.results[0]).toEqual({
      id: '1001',
      name: 'Mountain lake at dawn',
      ctype: 'image',
      category: 'stock',
      media_thumbnail: '/api/bgclip/preview/image/1001/',
      src: '/api/bgclip/preview/image/1001/',
      media_file: null,
      width: 4000,
      height: 2250,
      fileInfo: { duration: null },
      credit: { name: 'Photographer 1001', url: `${peer.url}/@p1001` },
    });
    expect(theirs.body.results[1].name).toBe('Photo by Photographer 1002');
    expect(peer.requests).toContain('/v1/search?query=bokeh&page=1&per_page=20');
    expect(theirs.body.next).toBe('/api/bgclip/search/?type=image&query=bokeh&page=3');
    const last = await get(withProvider, '/api/bgclip/search/?type=image&query=bokeh&page=4');
    expect(ids(last.body.results)).toEqual(['1041', '1042', '1043', '1044', '1045']);
    expect(last.body.next).toBeNull();
  });

  it("lists the provider's featured items for a blank query, and its videos", async () => {
    const videos = await get(withProvider, '/api/bgclip/search/?type=video&page=2');
    expect(peer.requests).toContain('/videos/popular?page=1&per_page=20');
    expect(videos.body.results[0]).toMatchObject({ id: '2001', ctype: 'video', fileInfo: { duration: 12 }, credit: { name: 'Filmmaker 2001' } });
    expect(videos.body.next).toBe('/api/bgclip/search/?type=video&page=3');
  });

  it('serves previews from our origin, remembered from the search', async () => {
    await get(withProvider, '/api/bgclip/search/?type=image&query=lake&page=1');
    const before = peer.requests.length;
    const preview = await withProvider.server.app.inject({ method: 'GET', url: '/api/bgclip/preview/image/1002/' });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(preview.rawPayload.equals(peer.fileBytes)).toBe(true);
    expect(peer.requests.slice(before)).toEqual(['/files/photo-1002-medium.jpg']);
    expect((await withProvider.server.app.inject({ method: 'GET', url: '/api/bgclip/preview/image/9/' })).statusCode).toBe(404);
    expect((await withProvider.server.app.inject({ method: 'GET', url: '/api/bgclip/preview/image/local-gradient-violet/' })).statusCode).toBe(404);
  });

  it('copies a processed provider file into our storage once and serves it from our origin', async () => {
    const image = await get(withProvider, '/api/bgclip/process/image/1003/?ctg=frame');
    expect(image.body).toEqual({ isError: false, message: '', result: { id: '1003', media_file: '/api/bgclip/file/pexels-image-1003.jpg', ctg: 'frame' } });
    expect(peer.requests).toContain('/files/photo-1003.jpg');
    const downloads = peer.requests.filter((request) => request === '/files/photo-1003.jpg').length;
    await get(withProvider, '/api/bgclip/process/image/1003/');
    expect(peer.requests.filter((request) => request === '/files/photo-1003.jpg')).toHaveLength(downloads);
    const file = await withProvider.server.app.inject({ method: 'GET', url: image.body.result.media_file });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(peer.fileBytes)).toBe(true);

    const video = await get(withProvider, '/api/bgclip/process/video/2002/');
    expect(video.body.result.media_file).toBe('/api/bgclip/file/pexels-video-2002.mp4');
    expect(peer.requests).toContain('/files/video-2002.mp4');
    const videoFile = await withProvider.server.app.inject({ method: 'GET', url: video.body.result.media_file });
    expect(videoFile.headers['content-type']).toBe('video/mp4');
  });

  it('answers isError for items the provider does not have, 502 when it fails, and 400/404 for bad file names', async () => {
    expect((await get(withProvider, '/api/bgclip/process/image/999999/')).body).toEqual({ isError: true, message: 'No such stock item.', result: null });
    const down = await get(withProvider, '/api/bgclip/search/?type=image&query=provider-down');
    expect(down.status).toBe(502);
    expect(down.body).toMatchObject({ isError: true, message: 'The stock service is not available right now.' });
    const inject = (url: string) => withProvider.server.app.inject({ method: 'GET', url });
    expect((await inject('/api/bgclip/file/pexels-image-4242.jpg')).statusCode).toBe(404);
    expect((await inject('/api/bgclip/file/..%2F..%2Fdb%2Fdata.jpg')).statusCode).toBe(400);
    expect((await inject('/api/bgclip/file/pexels-image-1003.exe')).statusCode).toBe(400);
  });
});
