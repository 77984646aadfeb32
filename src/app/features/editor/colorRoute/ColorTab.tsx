import { useLocation, useNavigate } from 'react-router-dom';
import { ColorPicker } from '../colors/ColorPicker';
import { Panel } from '../panels/Panel';
import type { EditOptions } from '../panels/types';
import { editorPath, type EditorLocation } from '../routes/editorPath';
import { useEditorLocation } from '../routes/useEditorLocation';
import { settingsRouteFor } from '../settings/settingsRoute';
import { useObjectEditing } from '../settings/useObjectEditing';
import { useCurrentScene } from '../useCurrentScene';
import { type ObjectColorState, readColorRouteState } from './colorRouteState';
import { TransitionColorPanel } from './TransitionColorPanel';

/**
 * The colour picker route (spec 000 §2 `/color`): colours one property of one object, or one
 * colour of a scene transition, named by the navigation state.
 */
export function ColorTab() {
  const where = useEditorLocation();
  const state = readColorRouteState(useLocation().state);
  if (!where) return null;
  if (state && 'type' in state) return <TransitionColorPanel where={where} state={state} />;
  return <ObjectColorPanel where={where} state={state} />;
}

/** Colours one property of one object; without a usable state it says so and offers the way back. */
function ObjectColorPanel({ where, state }: { where: EditorLocation; state: ObjectColorState | null }) {
  const navigate = useNavigate();
  const current = useCurrentScene();
  const object = current?.scene.jsonData.objects.find((candidate) => candidate.id === state?.id);
  const editing = useObjectEditing(current?.sceneId ?? -1, object?.id ?? '');
  if (!current) return null;
  const back = () => void navigate(editorPath({ ...where, ...settingsRouteFor(object ? [object] : []) }));
  if (!state || !object) {
    return (
      <Panel title="Colour" onBack={back}>
        <p className="tab-hint">Choose what to colour from an object&apos;s settings.</p>
      </Panel>
    );
  }

  const fields = object as unknown as Record<string, unknown>;
  const list = Array.isArray(fields.colorArr) ? (fields.colorArr as string[]) : [];
  const color = state.property === 'colorArr' ? (list[state.index ?? 0] ?? null) : ((fields[state.property] as string | null | undefined) ?? state.color ?? null);
  const change = (next: string, options?: EditOptions) =>
    editing.onChange(state.property === 'colorArr' ? { colorArr: list.map((old, index) => (index === state.index ? next : old)) } : { [state.property]: next }, options);

  return (
    <Panel title={state.title} onBack={back}>
      <ColorPicker label={state.title} color={color} onChange={change} />
    </Panel>
  );
}
