import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR_IMAGE } from '../../scene/avatars/avatarCatalogue';
import { createBlankProject } from '../../scene/factories';
import { setAvatarMode } from '../../scene/ops/sceneModes';
import { setSceneAvatar } from '../../scene/ops/avatars';
import { updateObject } from '../../scene/ops/updateObject';
import type { ProjectDocument } from '../../scene/schema/project';
import { evaluateFrame, evaluateSceneAtRest } from '../timeline/evaluateFrame';
import type { AvatarLayer } from '../timeline/drawList';
import type { VisemeTrack } from '../../scene/speech/visemeTrack';
import { AVATAR_REST_POSE } from './avatarPose';

/** A one-scene avatar video with the default presenter speaking `visemes`. */
function speakingProject(visemes: VisemeTrack = [{ start: 0.4, end: 0.8, viseme: 'AI' }]): ProjectDocument {
  const doc = setSceneAvatar(createBlankProject(), 1, DEFAULT_AVATAR_IMAGE);
  const scene = doc.scenes['1']!;
  return { ...doc, scenes: { '1': { ...scene, speech: { ...scene.speech, visemes: [...visemes] } } } };
}

const avatarLayer = (doc: ProjectDocument, frame: number) => evaluateFrame(doc, frame).scene.layers.find((layer): layer is AvatarLayer => layer.kind === 'avatar');

describe('the avatar in the draw list', () => {
  it('draws the presenter from its parts with the viseme of the track at the frame', () => {
    const doc = speakingProject();
    expect(avatarLayer(doc, 5)).toMatchObject({ id: 'avatar-1', kind: 'avatar', rig: DEFAULT_AVATAR_IMAGE.rig, pose: { viseme: 'rest' } });
    expect(avatarLayer(doc, 10)!.pose.viseme).toBe('AI');
    expect(avatarLayer(doc, 19)!.pose.viseme).toBe('AI');
    expect(avatarLayer(doc, 20)!.pose.viseme).toBe('rest');
    expect(avatarLayer(doc, 44)!.pose.eyesClosed).toBe(true);
  });

  it('places the layer where the object stands (FM: 728 px square from (596, 352)), breathing from its bottom edge', () => {
    const layer = avatarLayer(speakingProject(), 0)!;
    expect(layer.restMatrix).toEqual([728, 0, 0, 728, 596, 352]);
    expect(layer.matrix[3] + layer.matrix[5]).toBeCloseTo(1080, 9);
  });

  it('shows a silent rest mouth without a track', () => {
    const doc = speakingProject([]);
    expect([0, 10, 30].map((frame) => avatarLayer(doc, frame)!.pose.viseme)).toEqual(['rest', 'rest', 'rest']);
  });

  it('stands still with its mouth at rest in the editing view', () => {
    const layer = evaluateSceneAtRest(speakingProject([{ start: 0, end: 1, viseme: 'O' }]), 1).scene.layers.find((each) => each.kind === 'avatar');
    expect(layer).toMatchObject({ kind: 'avatar', pose: AVATAR_REST_POSE });
  });

  it('draws no avatar in voice-only and no-avatar scenes', () => {
    expect(avatarLayer(setAvatarMode(speakingProject(), 1, 1), 10)).toBeUndefined();
    expect(avatarLayer(setAvatarMode(speakingProject(), 1, 2), 10)).toBeUndefined();
  });

  it('cuts a framed presenter to its frame', () => {
    const doc = updateObject(speakingProject(), 1, 'avatar-1', { frame: 2 });
    expect(avatarLayer(doc, 0)!.frameShape).toEqual({ x0: 0.15, y0: 0.15, x1: 0.85, y1: 0.85, radius: 350 * 0.728 });
  });

  it('draws an avatar image without parts as its picture', () => {
    const doc = updateObject(speakingProject(), 1, 'avatar-1', { _Data: { id: 77 } });
    expect(evaluateFrame(doc, 10).scene.layers.at(-1)).toMatchObject({ kind: 'image', src: '/avatars/4/avatar.svg' });
  });
});
