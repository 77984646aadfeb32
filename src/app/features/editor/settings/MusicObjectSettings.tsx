import type { ReactNode } from 'react';
import { musicEndScene, scenesAfter } from '../../../../scene/musicScenes';
import { setMusicEnd } from '../../../../scene/ops/musicEnd';
import { liveSceneIds } from '../../../../scene/ops/sceneOrder';
import type { MusicObject } from '../../../../scene/schema/canvasObject';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { MusicSettings } from '../panels/MusicSettings';
import { editDocument } from '../state/editDocument';
import { useObjectEditing } from './useObjectEditing';

interface MusicObjectSettingsProps {
  sceneId: number;
  object: MusicObject;
  timing: ElementTiming | undefined;
  children?: ReactNode;
}

/** settings/music for a music object of the open document: its panel, with the later scenes it may end at. */
export function MusicObjectSettings({ sceneId, object, timing, children }: MusicObjectSettingsProps) {
  const dispatch = useAppDispatch();
  const document = useAppSelector((state) => state.editor.document);
  const editing = useObjectEditing(sceneId, object.id);
  if (!document) return null;
  const order = liveSceneIds(document);
  const laterScenes = scenesAfter(document, sceneId).map((id) => ({ sceneId: id, label: `Scene ${order.indexOf(id) + 1}` }));
  return (
    <MusicSettings
      object={object}
      timing={timing}
      {...editing}
      laterScenes={laterScenes}
      endSceneId={musicEndScene(document, sceneId, object.id)}
      onEndSceneChange={(endSceneId) => dispatch(editDocument((changed) => setMusicEnd(changed, sceneId, endSceneId)))}
    >
      {children}
    </MusicSettings>
  );
}
