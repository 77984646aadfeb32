import type { AssetCategory, AssetOverview, ProcessedStock, StockType } from '../../../contract/catalogueItems';
import { PAGE_SIZES } from '../../../scene/constants';
import { apiSlice } from '../../api/apiSlice';
import { removeFromLists, updateInLists } from '../../api/pagedList';
import type { EditorType } from '../editor/state/editorSlice';
import type { UploadItem } from './mediaTypes';
import { resultOf } from '../../../contract/reply';

/** What a library upload holds: pictures, video clips or music. */
export type UploadKind = 'image' | 'video' | 'music';

/** Path of the user's media library (spec 000 §7). */
export const UPLOAD_PATH = '/api/userlibrary/upload/';

/**
 * The library category of an upload (spec 000 §7): `{product}_image` and `{product}_video`, the
 * product being the editor type (so video and image projects keep their own pictures), and
 * `music` for every product.
 */
export function uploadCategory(kind: UploadKind, product: EditorType): string {
  return kind === 'music' ? 'music' : `${product}_${kind}`;
}

/** `path?query` with the parameters that have a value (a blank search is no search: spec 000 §5). */
function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && String(value).trim() !== '') query.set(key, String(value).trim());
  return `${path}?${query}`;
}

/** First page of the user's uploads of a category, 20 a page, searched by name. */
export function uploadListUrl(category: string, search = ''): string {
  return withQuery(UPLOAD_PATH, { category, limit: PAGE_SIZES.upload, query: search });
}

/**
 * Whether a cached list is one of a category's upload lists: any of them, or only the one
 * without a search (where a new upload belongs).
 */
export function isUploadListOf(category: string, { isUnsearchedOnly = false } = {}): (url: string) => boolean {
  return (url) => {
    const params = new URLSearchParams(url.split('?')[1]);
    return url.startsWith(UPLOAD_PATH) && params.get('category') === category && !(isUnsearchedOnly && params.has('query'));
  };
}

/** First page of the stock backgrounds of a type, searched (`GET /api/bgclip/search/`). */
export function stockListUrl(type: StockType, search = ''): string {
  return withQuery('/api/bgclip/search/', { type, query: search });
}

/** First page of the music library, 10 a page (spec 000 §9). */
export function musicLibraryUrl(): string {
  return withQuery('/api/aivideo/music/', { limit: PAGE_SIZES.music });
}

/** Page size of each vector catalogue's full list (spec 000 §9; illustrations as many as their overview). */
const ASSET_PAGE_SIZE: Record<AssetCategory, number> = {
  icons: PAGE_SIZES.icons,
  shapes: PAGE_SIZES.shapes,
  emoji: PAGE_SIZES.emoji,
  elements: PAGE_SIZES.illustrationsOverview,
};

/** First page of a vector catalogue's full list, searched by `q`. */
export function assetListUrl(category: AssetCategory, search = ''): string {
  return withQuery(`/api/assets/${category}/`, { limit: ASSET_PAGE_SIZE[category], q: search });
}

/** Calls of the media library and catalogues (spec 000 §7) besides the paged lists. */
export const mediaApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getAssetOverview: build.query<AssetOverview, void>({
      query: () => '/api/assets/common/',
      transformResponse: resultOf<AssetOverview>,
    }),
    /** Fetches a stock item for placing; an `isError` answer is an error (spec 000 §8). */
    processStock: build.mutation<ProcessedStock, { type: StockType; id: string; ctg: string }>({
      query: ({ type, id, ctg }) => withQuery(`/api/bgclip/process/${type}/${encodeURIComponent(id)}/`, { ctg }),
      transformResponse: resultOf<ProcessedStock>,
    }),
    /** Renames an upload; the lists show the new name at once and go back if the server refuses (logged only: spec 000 §8). */
    renameUpload: build.mutation<UploadItem, Pick<UploadItem, 'id' | 'name' | 'category'> & { previousName: string }>({
      query: ({ id, name }) => ({ url: `${UPLOAD_PATH}${id}/`, method: 'PUT', body: { name } }),
      transformResponse: resultOf<UploadItem>,
      async onQueryStarted({ id, name, category, previousName }, { dispatch, queryFulfilled }) {
        dispatch(updateInLists(isUploadListOf(category), id, { name }));
        await queryFulfilled.catch((failure: unknown) => {
          console.error('The upload could not be renamed', failure);
          dispatch(updateInLists(isUploadListOf(category), id, { name: previousName }));
        });
      },
    }),
    /** Deletes an upload and takes it out of the lists; a failure is logged only (spec 000 §8). */
    deleteUpload: build.mutation<void, Pick<UploadItem, 'id' | 'category'>>({
      query: ({ id }) => ({ url: `${UPLOAD_PATH}${id}/`, method: 'DELETE' }),
      async onQueryStarted({ id, category }, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(removeFromLists(isUploadListOf(category), id)),
          (failure: unknown) => console.error('The upload could not be deleted', failure),
        );
      },
    }),
  }),
});

export const { useGetAssetOverviewQuery, useProcessStockMutation, useRenameUploadMutation, useDeleteUploadMutation } = mediaApi;
