import type { EditorType } from '../editor/state/editorSlice';
import { MediaCard } from './MediaCard';
import { MediaGrid } from './MediaGrid';
import { uploadCategory, uploadListUrl } from './mediaApi';
import type { UploadItem } from './mediaTypes';
import { clockTime, type PlaceableMedia, uploadMedia } from './placeableMedia';
import { uploadReadiness } from './uploadReadiness';
import { UploadButton } from './uploads/UploadButton';
import { UploadProgressBox } from './uploads/UploadProgressBox';
import { UploadTools } from './UploadTools';
import { useSearchedList } from './useSearchedList';
import { SearchField } from './SearchField';

interface UploadBrowserProps {
  kind: 'image' | 'video';
  /** The editor type: uploads are kept per product (`{product}_image`, spec 000 §7). */
  product: EditorType;
  /** The library category to list and upload to, when not the product's (e.g. `logo` for sharing pages). */
  category?: string;
  /** What a click does, before the kind and name: "Add", "Use". */
  verb: string;
  onChoose(media: PlaceableMedia): void;
}

/**
 * The user's uploaded pictures or clips: the upload box and its progress, a search, and the
 * uploads, newest first, each placed by a click, renamed in place and deleted after confirming.
 * A clip still being prepared shows its progress and cannot be placed yet.
 */
export function UploadBrowser({ kind, product, category = uploadCategory(kind, product), verb, onChoose }: UploadBrowserProps) {
  const { text, setText, search, list } = useSearchedList<UploadItem>((query) => uploadListUrl(category, query));
  const plural = `${kind}s`;
  return (
    <div className="media-browser">
      <UploadButton kind={kind} category={category} label={`Upload ${kind}`} />
      <UploadProgressBox />
      <SearchField label={`Search uploaded ${plural}`} placeholder={`Search your ${plural}`} value={text} onChange={setText} />
      <MediaGrid
        list={list}
        label={`uploaded ${plural}`}
        loadingText={`Loading your ${plural}…`}
        emptyText={search ? `No uploads match “${search}”.` : `Your uploaded ${plural} will be listed here.`}
      >
        {(item) => (
          <MediaCard
            actionLabel={`${verb} ${kind} ${item.name}`}
            name={item.name}
            thumbnail={item.media_thumbnail}
            badge={kind === 'video' && item.fileInfo.duration ? clockTime(item.fileInfo.duration) : undefined}
            pendingText={uploadReadiness(item).pendingText}
            onChoose={() => onChoose(uploadMedia(item))}
          >
            <UploadTools item={item} thing={kind} />
          </MediaCard>
        )}
      </MediaGrid>
    </div>
  );
}
