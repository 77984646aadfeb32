import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stock service on loopback speaking Pexels' API shape, with 45 photos and 25 videos; the query "provider-down" answers 500. */
export type PexelsPeer = {
  url: string;
  apiKey: string;
  /** Every request's path and query, in order. */
  requests: string[];
  /** The bytes it serves for a photo or video file. */
  fileBytes: Buffer;
  close(): Promise<void>;
};

const photoCount = 45;
const videoCount = 25;

/** Starts the peer on 127.0.0.1 at a free port. */
export async function startPexelsPeer(): Promise<PexelsPeer> {
  const apiKey = 'pexels-test-key';
  const requests: string[] = [];
  const fileBytes = Buffer.from('stock file bytes from the provider');
  let origin = '';

  const photo = (id: number) => ({
    id,
    width: 4000,
    height: 2250,
    url: `${origin}/photo/${id}/`,
    photographer: `Photographer ${id}`,
    photographer_url: `${origin}/@p${id}`,
    avg_color: '#778899',
    src: { original: `${origin}/files/photo-${id}-original.jpg`, large2x: `${origin}/files/photo-${id}.jpg`, medium: `${origin}/files/photo-${id}-medium.jpg` },
    alt: id === 1001 ? 'Mountain lake at dawn' : '',
  });
  const video = (id: number) => ({
    id,
    width: 3840,
    height: 2160,
    duration: 12,
    image: `${origin}/files/video-${id}-picture.jpg`,
    user: { name: `Filmmaker ${id}`, url: `${origin}/@f${id}` },
    video_files: [
      { id: 1, quality: 'uhd', file_type: 'video/mp4', width: 3840, height: 2160, link: `${origin}/files/video-${id}-uhd.mp4` },
      { id: 2, quality: 'hd', file_type: 'video/mp4', width: 1920, height: 1080, link: `${origin}/files/video-${id}.mp4` },
      { id: 3, quality: 'sd', file_type: 'video/mp4', width: 640, height: 360, link: `${origin}/files/video-${id}-sd.mp4` },
    ],
  });
  const page = (url: URL, total: number, key: 'photos' | 'videos', make: (id: number) => unknown, first: number) => {
    const pageNumber = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 15);
    const ids = Array.from({ length: total }, (_, index) => first + index).slice((pageNumber - 1) * perPage, pageNumber * perPage);
    const hasMore = pageNumber * perPage < total;
    return {
      page: pageNumber,
      per_page: perPage,
      total_results: total,
      [key]: ids.map(make),
      ...(hasMore ? { next_page: `${origin}${url.pathname}?page=${pageNumber + 1}` } : {}),
    };
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    requests.push(`${url.pathname}${url.search}`);
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname.startsWith('/files/')) {
      return response.writeHead(200, { 'content-type': url.pathname.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg' }).end(fileBytes);
    }
    if (request.headers.authorization !== apiKey) return json(401, { error: 'Unauthorized' });
    if (url.searchParams.get('query') === 'provider-down') return json(500, { error: 'Internal error' });
    const single = /^\/(v1\/photos|videos\/videos)\/(\d+)$/.exec(url.pathname);
    if (single) {
      const id = Number(single[2]);
      if (single[1] === 'v1/photos') return id > 1000 && id <= 1000 + photoCount ? json(200, photo(id)) : json(404, { error: 'Not found' });
      return id > 2000 && id <= 2000 + videoCount ? json(200, video(id)) : json(404, { error: 'Not found' });
    }
    if (url.pathname === '/v1/search' || url.pathname === '/v1/curated') return json(200, page(url, photoCount, 'photos', photo, 1001));
    if (url.pathname === '/videos/search' || url.pathname === '/videos/popular') return json(200, page(url, videoCount, 'videos', video, 2001));
    return json(404, { error: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: origin, apiKey, requests, fileBytes, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
