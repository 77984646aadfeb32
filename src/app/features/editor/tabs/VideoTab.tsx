import { useNavigate } from 'react-router-dom';
import { createVideoObject, mediaReplacement, wholeFileTiming } from '../../../../scene/ops/newObjects';
import { updateObject } from '../../../../scene/ops/updateObject';
import { updateTiming } from '../../../../scene/ops/updateTiming';
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
 * The Video tab (video editor only): stock clips (`video`) and the user's uploads
 * (`video/upload`). A click or Enter adds the clip, trimmed to the whole file; opened from
 * settings → Replace video, it swaps the selected video's clip (and its trim) instead.
 */
export function VideoTab() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const where = useEditorLocation();
  const current = useCurrentScene();
  const size = useAppSelector((state) => state.editor.document?.size ?? 0);
  const add = useAddObject();
  const target = useReplaceTarget(['video']);
  if (!where || !current) return null;

  const choose = (media: PlaceableMedia) => {
    if (!target) {
      const { object, timing } = createVideoObject(media, size);
      return add(object, timing);
    }
    dispatch(
      editDocument((document) =>
        updateTiming(updateObject(document, current.sceneId, target.id, { ...mediaReplacement(target, media), _Video: media.item }), current.sceneId, target.id, wholeFileTiming(media.duration)),
      ),
    );
    void navigate(editorPath({ ...where, section: 'settings', sub: ['video'] }));
  };
  const verb = target ? 'Use' : 'Add';

  return (
    <div className="editor-tab">
      <h2 className="tab-title">{target ? 'Replace video' : 'Videos'}</h2>
      <LibrarySwitch where={where} ownLabel="Stock" label="Video library" />
      {where.sub[0] === UPLOADS_PAGE ? (
        <UploadBrowser kind="video" product={where.editorType} verb={verb} onChoose={choose} />
      ) : (
        <StockBrowser ctg="video" type="video" verb={verb} loadingText={target ? 'Replacing the Video' : 'Video is Loading ...'} onChoose={choose} />
      )}
    </div>
  );
}
