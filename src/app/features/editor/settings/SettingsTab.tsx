import { useNavigate } from 'react-router-dom';
import { CANVAS_SIZES } from '../../../../scene/constants';
import { layerMoves } from '../../../../scene/ops/layers';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { EmptySettings } from '../panels/EmptySettings';
import { GroupSettings } from '../panels/GroupSettings';
import { LayerOrderButtons } from '../panels/LayerOrderButtons';
import { LayoutPanel } from '../panels/LayoutPanel';
import { editorPath, type EditorLocation } from '../routes/editorPath';
import { changeObjects, runCommand } from '../stage/stageCommands';
import { useCurrentScene } from '../useCurrentScene';
import { TimingFields } from '../timeline/TimingFields';
import { changeTiming } from '../timeline/timingCommands';
import { ObjectSettings } from './ObjectSettings';
import { BackgroundTab } from './BackgroundTab';

/**
 * The settings routes (spec 000 §2): the panel of the selected object's kind with its layout and
 * layer order, `settings/group` for several objects, and "Please select an item to view it's
 * settings" when nothing is selected.
 */
export function SettingsTab({ where }: { where: EditorLocation }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const current = useCurrentScene();
  const selection = useAppSelector((state) => state.editor.selection);
  const size = useAppSelector((state) => state.editor.document?.size ?? 0);
  if (!current) return null;
  const { sceneId, scene } = current;
  if (where.sub[0] === 'background') return <BackgroundTab />;
  const selected = scene.jsonData.objects.filter((object) => selection.includes(object.id));
  const [object] = selected;
  if (!object) return <EmptySettings />;
  if (selected.length > 1) {
    return (
      <GroupSettings
        objects={selected}
        onChangeMany={(changes, options) => dispatch(changeObjects(sceneId, changes, Boolean(options?.transient)))}
        onDelete={() => dispatch(runCommand(sceneId, 'delete'))}
      />
    );
  }
  const timing = scene.elements[object.id];
  const goTo = (sub: string) => void navigate(editorPath({ ...where, section: 'settings', sub: [where.sub[0] ?? '', sub].filter(Boolean) }));
  const onLayoutChange = (patch: Partial<CanvasObject>, options?: { transient?: boolean }) =>
    dispatch(changeObjects(sceneId, [{ id: object.id, patch: patch as object }], Boolean(options?.transient)));

  return (
    <ObjectSettings sceneId={sceneId} object={object} timing={timing} where={where} onNavigate={goTo}>
      {where.editorType === 'video' && timing && <TimingFields scene={scene} timing={timing} onChange={(patch) => dispatch(changeTiming(sceneId, object.id, patch))} />}
      {object._Type === 'music' ? (
        // Music is never drawn: no layout or layer order, but it must be removable from here.
        <button type="button" className="btn btn-secondary replace-button" onClick={() => dispatch(runCommand(sceneId, 'delete'))}>
          Delete music
        </button>
      ) : (
        <>
          <LayoutPanel object={object} canvasSize={CANVAS_SIZES[size]} onChange={onLayoutChange} />
          <LayerOrderButtons moves={layerMoves(scene, object.id)} onMove={(move) => dispatch(runCommand(sceneId, move))} />
        </>
      )}
    </ObjectSettings>
  );
}
