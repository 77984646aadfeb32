import type { CanvasObjectType } from '../../src/scene/schema/canvasObject';
import type { ElementTiming } from '../../src/scene/schema/elementTiming';
import { type ProjectDocument, projectDocumentSchema } from '../../src/scene/schema/project';

/** An element of a {@link testProject} scene: a canvas object of `type` (text by default) and its timing. */
export type TestElement = {
  type?: Exclude<CanvasObjectType, 'background' | 'group'>;
  src?: string;
  isHidden?: boolean;
  isMuted?: boolean;
  /** Timing fields; omit for an object without a timing entry. */
  timing?: Partial<ElementTiming>;
};

/** A scene of a {@link testProject}: its elements by object id and scene fields. */
export type TestScene = {
  id?: number;
  elements?: Record<string, TestElement>;
  duration?: number;
  mode?: 0 | 1 | 2;
  musicRemove?: boolean;
  /** Transition to the next scene, seconds; none when absent. */
  transition?: number;
};

/**
 * A valid project document for tests, built from a short description: scenes numbered 1, 2, …
 * unless given, played in the listed order unless `sceneArr` is given, each with a background.
 */
export function testProject(scenes: TestScene[], sceneArr?: number[]): ProjectDocument {
  const ids = scenes.map((scene, index) => scene.id ?? index + 1);
  const entries = scenes.map((scene, index) => {
    const id = ids[index] ?? 0;
    const elements = Object.entries(scene.elements ?? {});
    const objects = elements.map(([objectId, element]) => ({
      id: objectId,
      _Type: element.type ?? 'text',
      _Src: element.src ?? (element.type && element.type !== 'text' && element.type !== 'avatar' ? `https://media.example/${objectId}` : undefined),
      _Hidden: element.isHidden,
      _Muted: element.isMuted,
    }));
    return [
      String(id),
      {
        id,
        jsonData: { objects: [{ id: `background-${id}`, _Type: 'background' }, ...objects] },
        elements: Object.fromEntries(elements.flatMap(([objectId, element]) => (element.timing ? [[objectId, element.timing]] : []))),
        duration: scene.duration,
        mode: scene.mode,
        musicRemove: scene.musicRemove,
        sanimation: scene.transition === undefined ? null : { id: 1, name: 'Fade', duration: scene.transition },
      },
    ] as const;
  });
  return projectDocumentSchema.parse({ currentScene: { sceneArr: sceneArr ?? ids, arr: ids }, scenes: Object.fromEntries(entries) });
}
