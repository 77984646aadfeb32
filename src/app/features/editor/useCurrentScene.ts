import { liveSceneIds } from '../../../scene/ops/sceneOrder';
import type { Scene } from '../../../scene/schema/scene';
import { useAppSelector } from '../../hooks';
import { useEditorLocation } from './routes/useEditorLocation';

/**
 * The scene the editor shows: the live scene at the address's scene index (the last one when the
 * index is past the end), with its number and index. Null while no project is open.
 */
export function useCurrentScene(): { sceneId: number; sceneIndex: number; scene: Scene; sceneIds: number[] } | null {
  const document = useAppSelector((state) => state.editor.document);
  const where = useEditorLocation();
  if (!document) return null;
  const sceneIds = liveSceneIds(document);
  const sceneIndex = Math.min(where?.sceneIndex ?? 0, sceneIds.length - 1);
  const sceneId = sceneIds[sceneIndex];
  const scene = sceneId === undefined ? undefined : document.scenes[String(sceneId)];
  if (sceneId === undefined || !scene) return null;
  return { sceneId, sceneIndex, scene, sceneIds };
}
