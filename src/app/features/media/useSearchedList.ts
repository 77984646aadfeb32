import { useState } from 'react';
import { type ListItem, type PagedList, usePagedList } from '../../api/pagedList';
import { useDebouncedValue } from '../../components/useDebouncedValue';

/** How long typing must pause before a search is sent, ms. */
export const SEARCH_DELAY_MS = 300;

/**
 * A searchable paged list: the text of its search field, and the list of `urlOf(search)` once the
 * typing pauses (a blank search is the default list; a failed search shows the default list,
 * spec 000 §8).
 * @param urlOf - the first-page address of the list for a search ('' for none); null loads nothing
 * @param options - see `usePagedList` (`pollingMs`: ask again this often)
 */
export function useSearchedList<T extends ListItem>(
  urlOf: (search: string) => string | null,
  options?: { pollingMs?: number },
): { text: string; setText(text: string): void; search: string; url: string | null; list: PagedList<T> } {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const url = urlOf(search);
  const list = usePagedList<T>(url, search ? (urlOf('') ?? undefined) : undefined, options);
  return { text, setText, search, url, list };
}
