import type { StockItem, StockType } from '../../../contract/catalogueItems';
import { resetToFirstPage } from '../../api/pagedList';
import type { LoadingOperation } from '../editor/loading/loadingSlice';
import { whileLoading } from '../editor/loading/whileLoading';
import { useAppDispatch } from '../../hooks';
import { MediaCard } from './MediaCard';
import { MediaGrid } from './MediaGrid';
import { stockListUrl, useProcessStockMutation } from './mediaApi';
import { clockTime, type PlaceableMedia, stockMedia } from './placeableMedia';
import { useSearchedList } from './useSearchedList';
import { SearchField } from './SearchField';

interface StockBrowserProps {
  type: StockType;
  /** What a click does, before the kind and name: "Add", "Use". */
  verb: string;
  /** The loading text on the canvas from the click until the chosen item is placed and drawn (`image`: "Image is Loading ..."). */
  loading: LoadingOperation;
  /** Where the choice will be used, sent with the fetch (`?ctg=`): "image", "video", "background". */
  ctg: string;
  onChoose(media: PlaceableMedia): void;
}

/**
 * The stock backgrounds of a type (`GET /api/bgclip/search/`), searchable. A chosen item whose
 * file is not known yet is fetched first (`GET /api/bgclip/process/…`); when that answers
 * isError the list goes back to its first page and nothing is placed (spec 000 §8). The canvas
 * says `loading`'s text meanwhile (see `whileLoading`).
 */
export function StockBrowser({ type, verb, loading, ctg, onChoose }: StockBrowserProps) {
  const dispatch = useAppDispatch();
  const { text, setText, search, url, list } = useSearchedList<StockItem>((query) => stockListUrl(type, query));
  const [processStock] = useProcessStockMutation();
  const plural = type === 'image' ? 'images' : 'videos';

  const place = async (item: StockItem) => {
    if (item.media_file) return onChoose(stockMedia(item, item.media_file));
    try {
      const processed = await processStock({ type, id: item.id, ctg }).unwrap();
      onChoose(stockMedia(item, processed.media_file));
    } catch (failure) {
      console.error(`Stock ${type} ${item.id} could not be fetched`, failure);
      if (url) dispatch(resetToFirstPage(url));
    }
  };
  const choose = (item: StockItem) => dispatch(whileLoading(loading, () => place(item)));

  return (
    <div className="media-browser">
      <SearchField label={`Search stock ${plural}`} placeholder={`Search stock ${plural}`} value={text} onChange={setText} />
      <MediaGrid
        list={list}
        label={`stock ${plural}`}
        loadingText={`Loading ${plural}…`}
        emptyText={search ? `No ${plural} match “${search}”.` : `There are no stock ${plural} yet.`}
      >
        {(item) => (
          <MediaCard
            actionLabel={`${verb} ${type} ${item.name}`}
            name={item.name}
            thumbnail={item.media_thumbnail}
            badge={type === 'video' && item.fileInfo.duration ? clockTime(item.fileInfo.duration) : undefined}
            onChoose={() => void choose(item)}
          />
        )}
      </MediaGrid>
    </div>
  );
}
