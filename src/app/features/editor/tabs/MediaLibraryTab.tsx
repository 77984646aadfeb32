import { useNavigate } from 'react-router-dom';
import type { CanvasSizeIndex } from '../../../../scene/constants';
import type { ProjectDocument } from '../../../../scene/document';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import type { PlaceableMedia } from '../../media/placeableMedia';
import { StockBrowser } from '../../media/StockBrowser';
import { UploadBrowser } from '../../media/UploadBrowser';
import { editorPath, UPLOADS_PAGE } from '../routes/editorPath';
import { useEditorLocation } from '../routes/useEditorLocation';
import type { LoadingOperation } from '../loading/loadingSlice';
import { whileLoading } from '../loading/whileLoading';
import { editDocument } from '../state/editDocument';
import { useCurrentScene } from '../useCurrentScene';
import { LibrarySwitch } from './LibrarySwitch';
import { useAddObject } from './useAddObject';
import { useReplaceTarget } from './useReplaceTarget';

/** What a media tab puts in the scene and how it swaps the medium of the object it replaces. */
export type MediaLibraryKind<T extends 'image' | 'video'> = {
  kind: T;
  /** Headings: the tab's title, its title while replacing, the switch's label. */
  texts: { title: string; replaceTitle: string; library: string };
  /** The canvas's loading texts while a chosen medium is added or replaces the selected one. */
  loading: { add: LoadingOperation; replace: LoadingOperation };
  /** The new object (and its timing) for a chosen medium. */
  create(media: PlaceableMedia, size: CanvasSizeIndex): { object: CanvasObject; timing?: Partial<ElementTiming> };
  /** Gives the replaced object (`target`, in scene `sceneId`) the chosen medium. */
  replace(document: ProjectDocument, sceneId: number, target: Extract<CanvasObject, { _Type: T }>, media: PlaceableMedia): ProjectDocument;
};

/**
 * A media tab (Image or Video): stock (`{tab}`) and the user's uploads (`{tab}/upload`). A click
 * or Enter adds the medium to the scene; opened from settings → Replace, it swaps the selected
 * object's medium instead and goes back to that object's settings.
 */
export function MediaLibraryTab<T extends 'image' | 'video'>({ kind, texts, loading, create, replace }: MediaLibraryKind<T>) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const where = useEditorLocation();
  const current = useCurrentScene();
  const size = useAppSelector((state) => state.editor.document?.size ?? 0);
  const add = useAddObject();
  const target = useReplaceTarget([kind]);
  if (!where || !current) return null;

  const choose = (media: PlaceableMedia) => {
    if (!target) {
      const { object, timing } = create(media, size);
      return add(object, timing);
    }
    dispatch(editDocument((document) => replace(document, current.sceneId, target, media)));
    void navigate(editorPath({ ...where, section: 'settings', sub: [kind] }));
  };
  const verb = target ? 'Use' : 'Add';
  const operation = target ? loading.replace : loading.add;

  return (
    <div className="editor-tab">
      <h2 className="tab-title">{target ? texts.replaceTitle : texts.title}</h2>
      <LibrarySwitch where={where} ownLabel="Stock" label={texts.library} />
      {where.sub[0] === UPLOADS_PAGE ? (
        <UploadBrowser kind={kind} product={where.editorType} verb={verb} onChoose={(media) => void dispatch(whileLoading(operation, () => choose(media)))} />
      ) : (
        <StockBrowser ctg={kind} type={kind} verb={verb} loading={operation} onChoose={choose} />
      )}
    </div>
  );
}
