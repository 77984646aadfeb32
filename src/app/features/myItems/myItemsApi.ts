import type { ItemShareFields } from '../../../contract/sharing';
import { apiSlice } from '../../api/apiSlice';
import type { EditorType } from '../editor/state/editorSlice';
import type { ProjectCard } from '../../../contract/projects';
import { resultOf } from '../../../contract/reply';

/** A kind of item: videos (My Videos) or images (My Images). */
export type ItemKind = EditorType;

/** The two lists of each screen (spec 001 §2 "tabs Generated and Drafts"). */
export type ItemTab = 'generated' | 'draft';

/** An item as the detail call answers it: the card and the share fields of spec 002 §3 (absent from lists). */
export type ItemDetails = ProjectCard & Partial<ItemShareFields>;

/** What differs between My Videos and My Images. */
export type KindInfo = {
  kind: ItemKind;
  heading: string;
  /** The screen's route, without a trailing slash. */
  route: string;
  /** What the delete question names: "Are you sure you want to delete this {thing}?". */
  thing: string;
  /** The generated file's extension for downloads. */
  extension: string;
};

export const KINDS: Record<ItemKind, KindInfo> = {
  video: { kind: 'video', heading: 'My Videos', route: '/myvideos', thing: 'video', extension: 'mp4' },
  image: { kind: 'image', heading: 'My Images', route: '/myimages', thing: 'image', extension: 'png' },
};

/** The first-page address of a list (spec 001 §7). */
export function itemListUrl(kind: ItemKind, tab: ItemTab): string {
  if (kind === 'video') return `/api/newvideo/video/${tab}/`;
  return `/api/newimage/image/?generated=${tab === 'generated' ? 1 : 0}`;
}

/** Whether a cached paged list's address is one of a kind's lists (any tab, or the one `tab`). */
export function isItemList(kind: ItemKind, tab?: ItemTab): (url: string) => boolean {
  const tabs: ItemTab[] = tab ? [tab] : ['generated', 'draft'];
  const firstPages = tabs.map((each) => itemListUrl(kind, each));
  return (url) => firstPages.includes(url);
}

/** The detail call of spec 002 §7. */
export const myItemsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getItemDetails: build.query<ItemDetails, { kind: ItemKind; id: number }>({
      query: ({ kind, id }) => `${kind === 'video' ? '/api/newvideo/video' : '/api/newimage/image'}/details/${id}/`,
      transformResponse: resultOf<ItemDetails>,
    }),
  }),
});

export const { useGetItemDetailsQuery } = myItemsApi;
