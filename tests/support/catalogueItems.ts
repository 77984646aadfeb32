// Test support only: catalogue items as the server answers them.
import type { AssetItem, MusicItem, StockItem } from '../../src/contract/catalogueItems';

/** A stock item; `media_file` null asks for the process call. */
export function stockItem(id: string, name: string, type: 'image' | 'video', mediaFile: string | null = `/library/${id}.${type === 'image' ? 'jpg' : 'mp4'}`): StockItem {
  return {
    id,
    name,
    ctype: type,
    category: 'stock',
    media_thumbnail: `/library/thumbnails/${id}.jpg`,
    src: mediaFile ?? `/preview/${id}`,
    media_file: mediaFile,
    width: 1920,
    height: 1080,
    fileInfo: { duration: type === 'video' ? 8 : null },
    credit: null,
  };
}

/** An icon, emoji, shape or illustration. */
export function assetItem(category: AssetItem['category'], id: string, name: string): AssetItem {
  const src = `/api/assets/${category}/${id}.svg`;
  return { id, name, src, media_file: src, media_thumbnail: src, category, ctype: 'svg', group: 'Test', tags: [], isColorable: category !== 'emoji', width: 24, height: 24 };
}

/** A track of the music library. */
export function musicTrack(id: number, name: string, time: number): MusicItem {
  return { id, name, time, src: `/library/music/${id}.mp3`, mood: 'Calm' };
}
