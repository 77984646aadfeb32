import type { EngineEvent } from '../../../../engine/Engine';

/**
 * The scenes the editor's engine has drawn at least once, after `event`: a frame drawn of a scene
 * at rest adds that scene (its media were ready, since the engine draws a frame only once every
 * image, font and video frame it needs is loaded). Answers `drawn` itself when nothing is new.
 */
export function withDrawnScene(drawn: ReadonlySet<number>, event: EngineEvent): ReadonlySet<number> {
  if (event.type !== 'frame' || event.view.kind !== 'scene' || drawn.has(event.view.sceneId)) return drawn;
  return new Set([...drawn, event.view.sceneId]);
}
