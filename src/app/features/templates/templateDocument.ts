import type { CanvasSizeIndex } from '../../../scene/constants';
import type { ProjectDocument } from '../../../scene/schema/project';
import type { Scene } from '../../../scene/schema/scene';

/**
 * A project document holding template scenes in the order given (as the scene call answers
 * them), to draw them with the engine: thumbnails and the preview. The engine checks and repairs
 * it on load.
 */
export function documentOfScenes(scenes: readonly Scene[], { size, mode }: { size: CanvasSizeIndex; mode: ProjectDocument['mode'] }): ProjectDocument {
  const ids = scenes.map((scene) => scene.id);
  return {
    size,
    mode,
    colorArr: [],
    currentScene: { sceneArr: ids, arr: ids },
    scenes: Object.fromEntries(scenes.map((scene) => [String(scene.id), scene])),
  };
}

/** Seconds as the cards show them: "45 s", "1:05". */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
