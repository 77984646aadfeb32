import { readFileSync } from 'node:fs';
import type { StockItem, StockType } from '../../../contract/catalogueItems.ts';
import { searchAssets } from '../catalogue/assetSearch.ts';
import { projectFile } from '../../projectFiles.ts';

/** An entry of public/library/stock/stock.json (written by scripts/assets/stock/render.mjs). */
type LocalEntry = { id: string; name: string; type: StockType; file: string; thumbnail: string; width: number; height: number; duration: number | null; tags: string[] };

type LocalItem = StockItem & { tags: string[] };

const manifest = projectFile('public/library/stock/stock.json');

let library: LocalItem[] | undefined;

function localLibrary(): LocalItem[] {
  library ??= (JSON.parse(readFileSync(manifest, 'utf8')) as LocalEntry[]).map((entry) => ({
    id: entry.id,
    name: entry.name,
    ctype: entry.type,
    category: 'stock' as const,
    media_thumbnail: entry.thumbnail,
    src: entry.file,
    media_file: entry.file,
    width: entry.width,
    height: entry.height,
    fileInfo: { duration: entry.duration },
    credit: null,
    tags: entry.tags,
  }));
  return library;
}

/** An item as the API answers it (tags are for search only). */
const answerOf = ({ tags: _tags, ...item }: LocalItem): StockItem => item;

/** The stock we ship of a type that fits a query (name and tags, best first; all without one). */
export function searchLocalStock(type: StockType, query: string): StockItem[] {
  return searchAssets(
    localLibrary().filter((item) => item.ctype === type),
    query,
  ).map(answerOf);
}

/** One shipped item by id and type, or null. */
export function localStockItem(type: StockType, id: string): StockItem | null {
  const found = localLibrary().find((item) => item.id === id && item.ctype === type);
  return found ? answerOf(found) : null;
}
