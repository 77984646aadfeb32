import { useNavigate } from 'react-router-dom';
import type { AssetItem } from '../../../../contract/catalogueItems';
import { createVectorObject } from '../../../../scene/ops/newObjects';
import { updateObject } from '../../../../scene/ops/updateObject';
import { Loader } from '../../../components/Loader';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { assetListUrl, useGetAssetOverviewQuery } from '../../media/mediaApi';
import { MediaGrid } from '../../media/MediaGrid';
import { useSearchedList } from '../../media/useSearchedList';
import { VectorCard } from '../../media/VectorCard';
import { editorPath, ELEMENT_LISTS, type ElementList, isElementList } from '../routes/editorPath';
import { useEditorLocation } from '../routes/useEditorLocation';
import { whileLoading } from '../loading/whileLoading';
import { editDocument } from '../state/editDocument';
import { useCurrentScene } from '../useCurrentScene';
import { ELEMENT_LIST_INFO } from './elementLists';
import { useAddObject } from './useAddObject';
import { useReplaceTarget } from './useReplaceTarget';
import { SearchField } from '../../media/SearchField';

/**
 * The Elements tab (spec 000 §2): shapes, icons, emoji and illustrations from the catalogues,
 * the overview page of each (`GET /api/assets/common/`: 50 shapes and icons, 100 emoji and
 * illustrations, spec 000 §9) as a row that scrolls sideways, and each full list, searchable, at
 * `elements/{shapes|icons|emoji|illustrations}`. A click adds the element; with the route state
 * `replace: true` it swaps the selected shape or element for the chosen one instead. The canvas
 * says 'Element is Loading ...' until the element is drawn.
 */
export function ElementsTab() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const where = useEditorLocation();
  const current = useCurrentScene();
  const size = useAppSelector((state) => state.editor.document?.size ?? 0);
  const add = useAddObject();
  const target = useReplaceTarget(['shape', 'elements']);
  if (!where || !current) return null;
  const list = where.sub[0];

  const place = (item: AssetItem) => {
    const data = { id: item.id, isColorable: item.isColorable };
    if (!target) return add(createVectorObject({ src: item.src, kind: item.category, name: item.name, width: item.width, height: item.height, data }, size));
    dispatch(editDocument((document) => updateObject(document, current.sceneId, target.id, { _Src: item.src, _Name: item.name, _Data: { ...data, type: item.category } })));
  };
  const choose = (item: AssetItem) => void dispatch(whileLoading('element', () => place(item)));
  const open = (sub: ElementList[] | []) => void navigate(editorPath({ ...where, section: 'elements', sub }), { state: { replace: target !== null } });
  const verbFor = (one: string) => (item: AssetItem) => `${target ? 'Use' : 'Add'} ${one} ${item.name}`;

  return (
    <div className="editor-tab">
      <h2 className="tab-title">{target ? 'Replace element' : 'Elements'}</h2>
      {isElementList(list) ? (
        <ElementFullList list={list} labelOf={verbFor(ELEMENT_LIST_INFO[list].one)} onChoose={choose} onBack={() => open([])} />
      ) : (
        <ElementsOverview labelOf={(category) => verbFor(ELEMENT_LIST_INFO[category].one)} onChoose={choose} onSeeAll={(sub) => open([sub])} />
      )}
    </div>
  );
}

/** The overview: the overview page of every catalogue in a two-line row that scrolls sideways, each with "See all". */
function ElementsOverview({
  labelOf,
  onChoose,
  onSeeAll,
}: {
  labelOf(list: ElementList): (item: AssetItem) => string;
  onChoose(item: AssetItem): void;
  onSeeAll(list: ElementList): void;
}) {
  const overview = useGetAssetOverviewQuery();
  if (overview.isLoading) return <Loader label="Loading elements…" />;
  if (!overview.data)
    return (
      <p className="tab-hint" role="alert">
        The elements could not be loaded. Please try again later.
      </p>
    );
  const { data } = overview;
  return ELEMENT_LISTS.map((list) => {
    const { category, title } = ELEMENT_LIST_INFO[list];
    const items = data[category].results;
    const label = labelOf(list);
    return (
      <section key={list} className="vector-section" aria-label={title}>
        <div className="tab-section-head">
          <h3 className="tab-subtitle">{title}</h3>
          <button type="button" className="link-button" aria-label={`See all ${title.toLowerCase()}`} onClick={() => onSeeAll(list)}>
            See all
          </button>
        </div>
        <ul className="vector-row">
          {items.map((item) => (
            <li key={item.id}>
              <VectorCard item={item} actionLabel={label(item)} onChoose={onChoose} />
            </li>
          ))}
        </ul>
      </section>
    );
  });
}

/** One catalogue's full list with its search, loading on as it scrolls. */
function ElementFullList({ list, labelOf, onChoose, onBack }: { list: ElementList; labelOf(item: AssetItem): string; onChoose(item: AssetItem): void; onBack(): void }) {
  const { category, title } = ELEMENT_LIST_INFO[list];
  const { text, setText, search, list: items } = useSearchedList<AssetItem>((query) => assetListUrl(category, query));
  const lower = title.toLowerCase();
  return (
    <>
      <SearchField label={`Search ${lower}`} placeholder={`Search ${lower}`} value={text} onChange={setText} />
      <div className="tab-section-head">
        <h3 className="tab-subtitle">{title}</h3>
        <button type="button" className="link-button" onClick={onBack}>
          Back
        </button>
      </div>
      <MediaGrid list={items} label={lower} loadingText={`Loading ${lower}…`} emptyText={search ? `No ${lower} match “${search}”.` : `There are no ${lower} yet.`} layout="vectors">
        {(item) => <VectorCard item={item} actionLabel={labelOf(item)} onChoose={onChoose} />}
      </MediaGrid>
    </>
  );
}
