import { type PagedList, usePagedList } from '../../../api/pagedList';
import { uploadListUrl } from '../../media/mediaApi';
import type { UploadItem } from '../../media/mediaTypes';

/** The library categories of speech sounds (spec 000 §7): uploaded and recorded. */
export type SpeechSoundCategory = 'speechupload' | 'speechrecord';

/** The Uploads and Record tabs list at most 10 sounds each, newest first. */
export const SPEECH_SOUND_LIST_MAX = 10;

/**
 * The user's speech sounds of a category, newest first, at most {@link SPEECH_SOUND_LIST_MAX}. The
 * first page (20) is more than the list shows, so no further page is asked for.
 */
export function useSpeechSounds(category: SpeechSoundCategory): PagedList<UploadItem> {
  const list = usePagedList<UploadItem>(uploadListUrl(category));
  return { ...list, items: list.items.slice(0, SPEECH_SOUND_LIST_MAX), hasMore: false };
}
