import { useNavigate } from 'react-router-dom';
import { sharingPageCardSchema } from '../../../contract/sharing';
import { prependToLists } from '../../api/pagedList';
import { useAppDispatch } from '../../hooks';
import { myItemsApi } from '../myItems/myItemsApi';
import { encodePtab } from './shareRules';
import { isMySharingPages, sharingApi, useCopySharingPageMutation } from './sharingApi';

/** The page editor's address; `videoId` adds the `ptab` that brings the user back to that video's share dialog. */
export function pageEditorPath(pageId: number, videoId?: number): string {
  return videoId === undefined ? `/salespage/${pageId}` : `/salespage/${pageId}?ptab=${encodeURIComponent(encodePtab({ tab: 'link', pageId, videoId }))}`;
}

/**
 * Opening the page editor from the share dialogs: `edit` goes to a page, `copyAndEdit` duplicates a
 * page or template first (as the video's page when `videoId` is given; spec 002 §7). The copy is
 * put first in the list of pages and, for a video, on its detail screen. A 401 ends the session,
 * which sends the user to /login (spec 002 §6); other failures are only logged (spec 002 §8).
 */
export function useOpenPageEditor(videoId?: number) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [copyPage, copying] = useCopySharingPageMutation();

  const edit = (pageId: number) => void navigate(pageEditorPath(pageId, videoId));

  const copyAndEdit = async (pageId: number) => {
    const reply = await copyPage({ id: pageId, videoId });
    if (!reply.data) {
      console.error(`Sharing page ${pageId}: the copy failed`, reply.error);
      return;
    }
    const copy = await dispatch(sharingApi.endpoints.getSharingPage.initiate(reply.data.id, { subscribe: false }));
    if (copy.data) {
      const card = sharingPageCardSchema.parse(copy.data);
      dispatch(prependToLists(isMySharingPages, card));
      if (videoId !== undefined)
        dispatch(myItemsApi.util.updateQueryData('getItemDetails', { kind: 'video', id: videoId }, (draft) => void Object.assign(draft, { sharingPage: card })));
    }
    edit(reply.data.id);
  };

  return { edit, copyAndEdit, isCopying: copying.isLoading };
}
