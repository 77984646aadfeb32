import { useNavigate } from 'react-router-dom';
import { createBackgroundObject } from '../../../../scene/background';
import { BACKGROUND_TYPES } from '../../../../scene/constants';
import { isVideoBackground } from '../../../../scene/videoSources';
import { updateScene } from '../../../../scene/ops/sceneAccess';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { FilterPicker } from '../effects/FilterPicker';
import { BackgroundSettings } from '../panels/BackgroundSettings';
import { BackgroundMediaPage } from './BackgroundMediaPage';
import { editorPath } from '../routes/editorPath';
import { useEditorLocation } from '../routes/useEditorLocation';
import { editDocument } from '../state/editDocument';
import { backgroundLockChanged } from '../state/editorSlice';
import { useCurrentScene } from '../useCurrentScene';
import { useObjectEditing } from './useObjectEditing';

/**
 * Background Settings (spec 000 §2) of the open scene: colour or gradient, lock or move, delete
 * (back to the default white background, after confirmation), filter, opacity and a video
 * background's length options; the image, video and upload sub-pages choose media for it.
 */
export function BackgroundTab() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const where = useEditorLocation();
  const current = useCurrentScene();
  const size = useAppSelector((state) => state.editor.document?.size ?? 0);
  const sceneId = current?.sceneId ?? -1;
  const isLocked = useAppSelector((state) => !state.editor.unlockedBackgrounds.includes(sceneId));
  const background = current?.scene.jsonData.objects[0];
  const editing = useObjectEditing(sceneId, background?.id ?? '');
  if (!current || !where || background?._Type !== 'background') return null;

  const reset = () =>
    dispatch(
      editDocument((document) =>
        updateScene(document, sceneId, (scene) => ({
          ...scene,
          background: { type: BACKGROUND_TYPES.color, current: { id: null } },
          jsonData: { ...scene.jsonData, objects: [createBackgroundObject(sceneId, size), ...scene.jsonData.objects.slice(1)] },
        })),
      ),
    );

  const back = () => void navigate(editorPath({ ...where, section: 'settings', sub: ['background'] }));
  const subPage = where.sub[1];
  if (subPage === 'filter') return <FilterPicker object={background} {...editing} onBack={back} />;
  if (subPage === 'image' || subPage === 'upload' || (subPage === 'video' && where.editorType === 'video')) {
    return <BackgroundMediaPage sceneId={sceneId} source={subPage} editorType={where.editorType} onBack={back} />;
  }
  return (
    <BackgroundSettings
      object={background}
      timing={current.scene.elements[background.id]}
      isVideo={isVideoBackground(current.scene, background)}
      {...editing}
      locked={isLocked}
      onLockedChange={(locked) => dispatch(backgroundLockChanged({ sceneId, locked }))}
      onDelete={reset}
      onNavigate={(sub) => void navigate(editorPath({ ...where, section: 'settings', sub: ['background', sub] }))}
      hasVideo={where.editorType === 'video'}
    />
  );
}
