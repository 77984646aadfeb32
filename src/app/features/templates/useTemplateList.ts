import { useState } from 'react';
import type { CanvasSizeIndex } from '../../../scene/constants';
import { useSearchedList } from '../media/useSearchedList';
import type { TemplateListItem } from '../../../contract/templates';
import { previewsOf } from './templatesApi';

/** How often a template list is asked again while the server is still making previews it shows, ms. */
export const PREVIEW_POLL_MS = 3000;

/**
 * A searchable template list (see `useSearchedList`), asked again every {@link PREVIEW_POLL_MS}
 * while the server is still making the previews of a listed template in `size`, so each picture
 * shows within seconds of being made; it stops asking once none is being made.
 */
export function useTemplateList(urlOf: (search: string) => string | null, size: CanvasSizeIndex) {
  const [isPreparing, setIsPreparing] = useState(false);
  const searched = useSearchedList<TemplateListItem>(urlOf, { pollingMs: isPreparing ? PREVIEW_POLL_MS : 0 });
  const isAnyPreparing = searched.list.items.some((item) => previewsOf(item, size).previewStatus === 'preparing');
  // Kept from the last render (React's way to follow a value derived from the list it polls).
  if (isAnyPreparing !== isPreparing) setIsPreparing(isAnyPreparing);
  return searched;
}
