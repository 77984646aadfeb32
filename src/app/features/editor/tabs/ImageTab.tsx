import { useNavigate } from 'react-router-dom';
import { createImageObject, mediaReplacement } from '../../../../scene/ops/newObjects';
import { updateObject } from '../../../../scene/ops/updateObject';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import type { PlaceableMedia } from '../../media/placeableMedia';
import { StockBrowser } from '../../media/StockBrowser';
import { UploadBrowser } from '../../media/UploadBrowser';
import { editorPath, UPLOADS_PAGE } from '../routes/editorPath';
import { useEditorLocation } from '../routes/useEditorLocation';
import { editDocument } from '../state/editDocument';
import { useCurrentScene } from '../useCurrentScene';
import { LibrarySwitch } from './LibrarySwitch';
import { useAddObject } from './useAddObject';
import { useReplaceTarget } from './useReplaceTarget';

/**
 * The Image tab: stock pictures (`image`) and the user's uploads (`image/upload`). A click or
 * Enter adds the picture to the scene; opened from settings → Replace image, it swaps the
 * selected image's picture instead, within the same box.
 */
export function ImageTab() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const where = useEditorLocation();
  const current = useCurrentScene();
  const size = useAppSelector((state) => state.editor.document?.size ?? 0);
  const add = useAddObject();
  const target = useReplaceTarget(['image']);
  if (!where || !current) return null;

  const choose = (media: PlaceableMedia) => {
    if (!target) return add(createImageObject(media, size));
    dispatch(editDocument((document) => updateObject(document, current.sceneId, target.id, { ...mediaReplacement(target, media), _Image: media.item })));
    void navigate(editorPath({ ...where, section: 'settings', sub: ['image'] }));
  };
  const verb = target ? 'Use' : 'Add';

  return (
    <div className="editor-tab">
      <h2 className="tab-title">{target ? 'Replace image' : 'Images'}</h2>
      <LibrarySwitch where={where} ownLabel="Stock" label="Image library" />
      {where.sub[0] === UPLOADS_PAGE ? (
        <UploadBrowser kind="image" product={where.editorType} verb={verb} onChoose={choose} />
      ) : (
        <StockBrowser ctg="image" type="image" verb={verb} loadingText={target ? 'Replacing the Image' : 'Image is Loading ...'} onChoose={choose} />
      )}
    </div>
  );
}
