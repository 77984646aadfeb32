import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { StockType } from '../../../contract/catalogueItems.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import { type StockProvider, StockProviderError } from './stockProvider.ts';

/** Where fetched provider files are served (`GET /api/bgclip/file/{name}`). */
export const STOCK_FILE_ROUTE = '/api/bgclip/file/';

/** Names of fetched provider files: `{provider}-{type}-{id}.{jpg|mp4}`. */
export const STOCK_FILE_NAME = /^[a-z]+-(image|video)-\d{1,20}\.(jpg|mp4)$/;

/** A provider file larger than this is refused (a stock HD clip is far smaller). */
const maxDownloadBytes = 300 * 2 ** 20;

const storageKey = (name: string) => `stock/${name}`;

/** Fails the stream once more than `limit` bytes passed. */
function byteLimit(limit: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new StockProviderError('The stock file is too large.') : null, chunk);
    },
  });
}

/** Streams a provider URL into storage under `key`. */
async function download(url: string, storage: FileStorage, key: string) {
  const response = await fetch(url, { signal: AbortSignal.timeout(5 * 60_000) });
  if (!response.ok || !response.body) throw new StockProviderError(`The stock file answered ${response.status}.`);
  await storage.put(key, Readable.fromWeb(response.body as WebReadableStream<Uint8Array>).pipe(byteLimit(maxDownloadBytes)));
}

/**
 * Copies a provider item's file into our storage once (later calls reuse it) and answers the
 * address we serve it at, so what is placed loads from our origin in the editor, the render and
 * share pages alike; null when the provider has no such item.
 */
export async function fetchProviderFile(provider: StockProvider, storage: FileStorage, type: StockType, id: string): Promise<string | null> {
  const stored = (extension: string) => `${provider.name}-${type}-${id}.${extension}`;
  for (const extension of ['jpg', 'mp4']) if (await storage.exists(storageKey(stored(extension)))) return `${STOCK_FILE_ROUTE}${stored(extension)}`;
  const files = await provider.files(type, id);
  if (!files) return null;
  const name = stored(files.extension);
  await download(files.file, storage, storageKey(name));
  return `${STOCK_FILE_ROUTE}${name}`;
}

/** Opens a fetched provider file (throws FileNotFoundError when there is none). */
export function readStockFile(storage: FileStorage, name: string) {
  return storage.read(storageKey(name));
}

/** Fetches a provider's small picture, as a response to pass on. */
export async function fetchPreview(url: string): Promise<Response> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok || !response.body) throw new StockProviderError(`The stock preview answered ${response.status}.`);
  return response;
}
