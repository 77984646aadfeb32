import { useLocation } from 'react-router-dom';
import type { CanvasObject, CanvasObjectType } from '../../../../scene/schema/canvasObject';
import { useAppSelector } from '../../../hooks';
import { useCurrentScene } from '../useCurrentScene';

/**
 * The object a tab swaps its choice into instead of adding it: set when the tab was opened with
 * the route state `replace: true` (settings → Replace) and an object of one of `types` is selected.
 */
export function useReplaceTarget<T extends CanvasObjectType>(types: readonly T[]): Extract<CanvasObject, { _Type: T }> | null {
  const isReplacing = (useLocation().state as { replace?: boolean } | null)?.replace === true;
  const selection = useAppSelector((state) => state.editor.selection);
  const current = useCurrentScene();
  if (!isReplacing || !current) return null;
  const target = current.scene.jsonData.objects.find((object) => selection.includes(object.id) && (types as readonly CanvasObjectType[]).includes(object._Type));
  return (target as Extract<CanvasObject, { _Type: T }> | undefined) ?? null;
}
