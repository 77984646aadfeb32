import type { StockItem, StockType } from '../../../contract/catalogueItems.ts';
import { type ProviderFiles, type StockProvider, StockProviderError } from './stockProvider.ts';

type PexelsPhoto = { id: number; width: number; height: number; alt?: string; photographer: string; photographer_url: string; src: Record<string, string> };
type PexelsVideoFile = { quality: string | null; file_type: string; width: number | null; height: number | null; link: string };
type PexelsVideo = { id: number; width: number; height: number; duration: number; image: string; user: { name: string; url: string }; video_files: PexelsVideoFile[] };
type PexelsPage = { page: number; per_page: number; total_results: number; next_page?: string; photos?: PexelsPhoto[]; videos?: PexelsVideo[] };

/** Where our server shows a provider item's picture (its own route proxies it, so the app loads only from us). */
export const STOCK_PREVIEW_ROUTE = '/api/bgclip/preview/';

/** The MP4 to place: the largest one at most 1920 wide (HD, not 4K), else the smallest. */
function videoFile(video: PexelsVideo): PexelsVideoFile | undefined {
  const mp4 = video.video_files.filter((file) => file.file_type === 'video/mp4' && file.width);
  const fitting = mp4.filter((file) => file.width! <= 1920).sort((a, b) => b.width! - a.width!);
  return fitting[0] ?? mp4.sort((a, b) => a.width! - b.width!)[0];
}

function photoItem(photo: PexelsPhoto): StockItem {
  const preview = `${STOCK_PREVIEW_ROUTE}image/${photo.id}/`;
  return {
    id: String(photo.id),
    name: photo.alt?.trim() || `Photo by ${photo.photographer}`,
    ctype: 'image',
    category: 'stock',
    media_thumbnail: preview,
    src: preview,
    media_file: null,
    width: photo.width,
    height: photo.height,
    fileInfo: { duration: null },
    credit: { name: photo.photographer, url: photo.photographer_url },
  };
}

function videoItem(video: PexelsVideo): StockItem {
  const preview = `${STOCK_PREVIEW_ROUTE}video/${video.id}/`;
  return {
    id: String(video.id),
    name: `Video by ${video.user.name}`,
    ctype: 'video',
    category: 'stock',
    media_thumbnail: preview,
    src: preview,
    media_file: null,
    width: video.width,
    height: video.height,
    fileInfo: { duration: video.duration },
    credit: { name: video.user.name, url: video.user.url },
  };
}

/**
 * The Pexels API (api.pexels.com: `/v1/search`, `/v1/curated`, `/v1/photos/{id}`,
 * `/videos/search`, `/videos/popular`, `/videos/videos/{id}`; header `Authorization: {key}`).
 * `baseUrl` lets a test point it at a local peer.
 */
export function pexelsProvider({ baseUrl, apiKey, fetch = globalThis.fetch }: { baseUrl: string; apiKey: string; fetch?: typeof globalThis.fetch }): StockProvider {
  const base = baseUrl.replace(/\/+$/, '');

  async function call<T>(pathAndQuery: string): Promise<T | null> {
    const response = await fetch(`${base}${pathAndQuery}`, { headers: { Authorization: apiKey }, signal: AbortSignal.timeout(15_000) });
    if (response.status === 404) return null;
    if (!response.ok) throw new StockProviderError(`The stock provider answered ${response.status}.`);
    return (await response.json()) as T;
  }

  return {
    name: 'pexels',
    async search(type, query, page, perPage) {
      const params = new URLSearchParams({ ...(query ? { query } : {}), page: String(page), per_page: String(perPage) });
      const where = type === 'image' ? (query ? '/v1/search' : '/v1/curated') : query ? '/videos/search' : '/videos/popular';
      const answer = await call<PexelsPage>(`${where}?${params}`);
      if (!answer) throw new StockProviderError('The stock provider has no search.');
      const photos = answer.photos ?? [];
      const videos = answer.videos ?? [];
      const items = type === 'image' ? photos.map(photoItem) : videos.map(videoItem);
      const pictures =
        type === 'image' ? photos.map((photo) => [photo.id, photo.src.medium ?? photo.src.original] as const) : videos.map((video) => [video.id, video.image] as const);
      const previews = Object.fromEntries(pictures.flatMap(([id, url]) => (url ? [[String(id), url]] : [])));
      return { items, hasMore: Boolean(answer.next_page) || page * perPage < answer.total_results, previews };
    },
    async files(type: StockType, id: string): Promise<ProviderFiles | null> {
      if (type === 'image') {
        const photo = await call<PexelsPhoto>(`/v1/photos/${encodeURIComponent(id)}`);
        const file = photo?.src.large2x ?? photo?.src.original;
        return photo && file ? { file, thumbnail: photo.src.medium ?? file, extension: 'jpg' } : null;
      }
      const video = await call<PexelsVideo>(`/videos/videos/${encodeURIComponent(id)}`);
      const file = video && videoFile(video);
      return video && file ? { file: file.link, thumbnail: video.image, extension: 'mp4' } : null;
    },
  };
}
