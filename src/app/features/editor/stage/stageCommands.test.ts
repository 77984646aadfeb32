import { describe, expect, it } from 'vitest';
import { testProject } from '../../../../../tests/support/testDocument';
import type { Clipboard } from '../state/editorSlice';
import { commandStates } from './stageCommands';

// Stacking order: background, avatar, then the texts "low", "mid" and "top".
const scene = testProject([{ elements: { avatar: { type: 'avatar' }, low: {}, mid: {}, top: {} } }]).scenes['1']!;
const clipboard: Clipboard = { objects: [scene.jsonData.objects[2]!], timings: {} };
const none = { copy: false, paste: false, delete: false, back: false, backward: false, forward: false, front: false };

describe('commandStates (spec 000 §4 disabled states)', () => {
  it('offers nothing without a selection and nothing copied', () => {
    expect(commandStates(scene, [], null, false)).toEqual(none);
  });

  it('offers Paste with something copied, unless text is being edited or the clipboard is empty', () => {
    expect(commandStates(scene, [], clipboard, false)).toEqual({ ...none, paste: true });
    expect(commandStates(scene, [], clipboard, true)).toEqual(none);
    expect(commandStates(scene, [], { objects: [], timings: {} }, false)).toEqual(none);
  });

  it('disables the layer moves at the ends of the stack', () => {
    expect(commandStates(scene, ['mid'], null, false)).toEqual({ ...none, copy: true, delete: true, back: true, backward: true, forward: true, front: true });
    expect(commandStates(scene, ['top'], null, false)).toEqual({ ...none, copy: true, delete: true, back: true, backward: true });
    expect(commandStates(scene, ['avatar'], null, false)).toEqual({ ...none, copy: true, forward: true, front: true });
  });

  it('never deletes nor moves the background, and moves no layer of a multi-selection', () => {
    expect(commandStates(scene, ['background-1'], null, false)).toEqual(none);
    expect(commandStates(scene, ['background-1', 'avatar'], null, false)).toEqual({ ...none, copy: true });
    expect(commandStates(scene, ['low', 'mid'], clipboard, false)).toEqual({ ...none, copy: true, delete: true, paste: true });
  });
});
