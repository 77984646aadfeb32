import { AVATAR_MODES } from './constants';
import type { Scene } from './schema/scene';
import { sceneOrder, projectLength, type TimelineDocument } from './timing';

/** A video's credit types (spec 001 §3): 0 Avatar Video, 1 Non Avatar Video. */
export const VIDEO_CREDIT_TYPES = { avatar: 0, nonAvatar: 1 } as const;

/** Whether a scene shows the avatar: avatar mode 0 with an avatar object that is not hidden. */
function showsAvatar(scene: Pick<Scene, 'mode' | 'jsonData'>): boolean {
  return scene.mode === AVATAR_MODES.avatar && scene.jsonData.objects.some((object) => object._Type === 'avatar' && !object._Hidden);
}

/**
 * What generating a video costs: credit type 0 when any scene of the play order shows the avatar,
 * else 1 (voice only and no-avatar scenes show no presenter); one credit per started minute of
 * video, at least one (credits are whole numbers, spec 001 §9).
 * @param doc - the project document as it will be rendered
 */
export function videoGenerationCost(doc: TimelineDocument): { creditType: 0 | 1; amount: number } {
  const hasAvatar = sceneOrder(doc).some((id) => showsAvatar(doc.scenes[String(id)]!));
  return { creditType: hasAvatar ? VIDEO_CREDIT_TYPES.avatar : VIDEO_CREDIT_TYPES.nonAvatar, amount: Math.max(1, Math.ceil(projectLength(doc) / 60)) };
}
