import { AVATAR_MODES } from './constants';
import type { Scene } from './schema/scene';
import { sceneOrder, projectLength, type TimelineDocument } from './timing';

/**
 * Generation status of a video or image (spec 001 §4): 99 queued (accepted, waiting for a render
 * worker), 2 generating (with a percentage), 1 ready, 0 failed. 3 is a render that failed an
 * attempt and went back to the queue to be tried again (at most three attempts in all).
 */
export const GENERATE_STATUS = { failed: 0, ready: 1, generating: 2, requeued: 3, queued: 99 } as const;

/** A generation status code. */
export type GenerateStatus = (typeof GENERATE_STATUS)[keyof typeof GENERATE_STATUS];

/** The message a failed generation shows when it has no reason of its own (spec 001 §4, spelt as the spec spells it). */
export const GENERATE_FAILED_MESSAGE = 'Something Wrong happend! Please try again.';

/** What a video tile says for a status (spec 001 §4); null for ready, which shows the video. */
export function generateStatusMessage(status: GenerateStatus, error?: string | null): string | null {
  switch (status) {
    case GENERATE_STATUS.generating:
      return 'Generating Video...';
    case GENERATE_STATUS.requeued:
      return 'Added in Queue...';
    case GENERATE_STATUS.queued:
      return 'Pending...';
    case GENERATE_STATUS.failed:
      return error || GENERATE_FAILED_MESSAGE;
    case GENERATE_STATUS.ready:
      return null;
  }
}

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

/**
 * The step a video generation is in, beside its status and percentage (our addition to spec 001
 * §3 `mainVideoGenerate`): `queued` with `ahead`, the render jobs before it (being rendered or
 * waiting); `speaking` the scenes whose speech the editor had not made yet (`done` of `total`
 * spoken); `drawing` the frames not found already rendered (`done` of `total`); `sound` the sound
 * track; `joining` the pieces into the MP4. `eta`: seconds left, from the speed measured so far in
 * this render; null while it is not known (queued, speaking, joining).
 */
export type GenerationStep =
  | { name: 'queued'; ahead: number; eta: null }
  | { name: 'speaking' | 'drawing'; done: number; total: number; eta: number | null }
  | { name: 'sound' | 'joining'; eta: number | null };

/** The names of the steps, in the order a generation goes through them. */
export const GENERATION_STEPS = ['queued', 'speaking', 'drawing', 'sound', 'joining'] as const satisfies readonly GenerationStep['name'][];
