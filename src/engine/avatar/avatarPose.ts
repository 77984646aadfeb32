import { visemeAt, type Viseme, type VisemeTrack } from '../../scene/speech/visemeTrack';
import { isBlinking } from './blink';
import { idlePose } from './idleMotion';

/** What a presenter's picture shows at one moment: the mouth, the eyes, the head's turn (degrees, clockwise). */
export type AvatarPose = { viseme: Viseme; eyesClosed: boolean; headAngle: number };

/** The presenter while the scene is being edited: mouth at rest, eyes open, head straight. */
export const AVATAR_REST_POSE: AvatarPose = { viseme: 'rest', eyesClosed: false, headAngle: 0 };

/**
 * Avatar `avatarId` at scene time `t` (seconds): the picture's pose (the mouth of the speech's
 * viseme track at t, rest outside its cues; blinking and the head's sway on their schedules) and
 * the breath, which stretches the whole presenter (1 at rest).
 */
export function avatarMomentAt(track: VisemeTrack, t: number, avatarId: number): { pose: AvatarPose; breath: number } {
  const { headAngle, breath } = idlePose(t, avatarId);
  return { pose: { viseme: visemeAt(track, t), eyesClosed: isBlinking(t, avatarId), headAngle }, breath };
}

/** A key that differs whenever the drawn picture would (the head's turn to 1/1000 degree). */
export function poseKey(pose: AvatarPose): string {
  return `${pose.viseme}:${pose.eyesClosed ? 'closed' : 'open'}:${pose.headAngle.toFixed(3)}`;
}
