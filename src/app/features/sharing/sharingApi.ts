import type { z } from 'zod';
import { type Reply, resultOf } from '../../../contract/reply';
import { type previewAddressSchema, type SharingPage, type SharingPageCard, sharingPageCardSchema, type SharingPageUpdate } from '../../../contract/sharing';
import { apiSlice } from '../../api/apiSlice';
import { updateInLists } from '../../api/pagedList';
import { type ItemKind, myItemsApi } from '../myItems/myItemsApi';

/** An owner-only preview address of a page or item (spec 002 §2 Preview dialog). */
export type PreviewAddress = z.infer<typeof previewAddressSchema>;

/** The customer's published sharing pages, first page (spec 002 §7). */
export const MY_SHARING_PAGES_URL = '/api/salespage/?isPublish=1&appType=1';

/** The template pages to start a new sharing page from. */
export const TEMPLATE_PAGES_URL = '/api/salespage/public/';

/** Whether a cached paged list is the customer's sharing pages. */
export const isMySharingPages = (url: string) => url === MY_SHARING_PAGES_URL;

/** The detail call's address of an item (spec 002 §7). */
export function detailsUrl(kind: ItemKind, id: number): string {
  return `${kind === 'video' ? '/api/newvideo/video' : '/api/newimage/image'}/details/${id}/`;
}

/** The calls of sharing (spec 002 §7, issue 16): previews, the item's sharing page, and the pages themselves. */
export const sharingApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getItemPreview: build.query<PreviewAddress, { kind: ItemKind; id: number }>({
      query: ({ kind, id }) => `${detailsUrl(kind, id)}preview/`,
      transformResponse: resultOf<PreviewAddress>,
      keepUnusedDataFor: 0,
    }),
    /** Sets a video's sharing page; the detail screen shows the new page once the server has it. */
    setItemSharingPage: build.mutation<unknown, { id: number; page: SharingPageCard }>({
      query: ({ id, page }) => ({ url: detailsUrl('video', id), method: 'PUT', body: { sharingPageId: page.id } }),
      transformResponse: resultOf<unknown>,
      async onQueryStarted({ id, page }, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(myItemsApi.util.updateQueryData('getItemDetails', { kind: 'video', id }, (draft) => void Object.assign(draft, { sharingPage: page })));
      },
    }),
    getSharingPage: build.query<SharingPage, number>({
      query: (id) => `/api/salespage/${id}/`,
      transformResponse: resultOf<SharingPage>,
    }),
    updateSharingPage: build.mutation<SharingPage, { id: number; update: SharingPageUpdate }>({
      query: ({ id, update }) => ({ url: `/api/salespage/${id}/`, method: 'PUT', body: update }),
      transformResponse: resultOf<SharingPage>,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(updateInLists(isMySharingPages, id, sharingPageCardSchema.parse(data)));
      },
    }),
    getSharingPagePreview: build.query<PreviewAddress, number>({
      query: (id) => `/api/salespage/${id}/preview/`,
      transformResponse: resultOf<PreviewAddress>,
      keepUnusedDataFor: 0,
    }),
    /** Copies a page or template (and makes it the video's page when `videoId` is given); answers the copy's id. */
    copySharingPage: build.mutation<{ id: number }, { id: number; videoId?: number }>({
      query: ({ id, videoId }) => `/api/salespage/${id}/copy/?${videoId === undefined ? '' : `video_id=${videoId}&`}appType=1`,
      transformResponse: (reply: Reply<{ id: number }>) => resultOf(reply),
    }),
    deleteSharingPage: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/salespage/${id}/`, method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetItemPreviewQuery,
  useSetItemSharingPageMutation,
  useGetSharingPageQuery,
  useUpdateSharingPageMutation,
  useGetSharingPagePreviewQuery,
  useCopySharingPageMutation,
  useDeleteSharingPageMutation,
} = sharingApi;
