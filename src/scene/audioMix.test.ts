import { describe, expect, it } from 'vitest';
import { audioMixPlan, type MixSound, soundTimeAt } from './audioMix';
import type { ProjectDocument } from './schema/project';
import { projectDocumentSchema } from './schema/project';
import type { TestElement, TestScene } from '../../tests/support/testDocument';
import { testProject } from '../../tests/support/testDocument';

/** Scenes of 4, 3 and 5 seconds (starting at 0, 4 and 7; the project ends at 12), with extra elements. */
function project(extra: Record<number, Record<string, TestElement>>, sceneFields: Record<number, Partial<TestScene>> = {}) {
  return testProject(
    [4, 3, 5].map((length, index) => ({
      ...sceneFields[index + 1],
      elements: { text: { timing: { stayTime: length } }, ...extra[index + 1] },
    })),
  );
}

/** A video of scene 1 (0..4 s) entering at 1 s for 3 s, trimmed to 2..3.5 s of its file, with `fields` on top. */
const clip = (fields: Partial<TestElement['timing']> = {}, element: Partial<TestElement> = {}): TestElement => ({
  type: 'video',
  src: 'clip.mp4',
  ...element,
  timing: { enterDelay: 1, stayTime: 3, trimStart: 2, trimEnd: 3.5, ...fields },
});

/** The scene's fields replaced, the document checked again. */
function withScene(doc: ProjectDocument, sceneId: number, change: (scene: ProjectDocument['scenes'][string]) => object): ProjectDocument {
  const scene = doc.scenes[String(sceneId)]!;
  return projectDocumentSchema.parse({ ...doc, scenes: { ...doc.scenes, [sceneId]: { ...scene, ...change(scene) } } });
}

const once = { loop: null, playbackRate: 1, volume: 1 };

describe('audioMixPlan: video sound by adjustLength', () => {
  it('0 none: plays the trim range once at rate 1 and falls silent at trimEnd', () => {
    expect(audioMixPlan(project({ 1: { clip: clip({ adjustLength: 0 }) } }))).toEqual([
      { id: 'video:1:clip', kind: 'video', src: 'clip.mp4', start: 1, end: 2.5, offset: 2, ...once },
    ]);
  });

  it('2 freeze: the sound stops at the last frame, while the picture holds it', () => {
    expect(audioMixPlan(project({ 1: { clip: clip({ adjustLength: 2 }) } }))).toEqual([
      { id: 'video:1:clip', kind: 'video', src: 'clip.mp4', start: 1, end: 2.5, offset: 2, ...once },
    ]);
  });

  it('1 loop: repeats the trim range to the end of the bar', () => {
    expect(audioMixPlan(project({ 1: { clip: clip({ adjustLength: 1 }) } }))).toEqual([
      { id: 'video:1:clip', kind: 'video', src: 'clip.mp4', start: 1, end: 4, offset: 2, loop: { start: 2, end: 3.5 }, playbackRate: 1, volume: 1 },
    ]);
  });

  it('3 adjust as scene: plays the trim range once over the stay time (1.5 s over 3 s: rate 0.5)', () => {
    expect(audioMixPlan(project({ 1: { clip: clip({ adjustLength: 3 }) } }))).toEqual([
      { id: 'video:1:clip', kind: 'video', src: 'clip.mp4', start: 1, end: 4, offset: 2, loop: null, playbackRate: 0.5, volume: 1 },
    ]);
  });

  it("places a later scene's video from that scene's start, with the volume as a gain", () => {
    const [sound] = audioMixPlan(project({ 2: { clip: clip({ adjustLength: 1, enterDelay: 2, stayTime: 1, volume: 40 }) } }));
    expect(sound).toMatchObject({ id: 'video:2:clip', start: 6, end: 7, offset: 2, volume: 0.4 });
  });

  it('leaves out muted, hidden and silent videos and empty trim ranges', () => {
    const doc = project({
      1: {
        muted: clip({}, { isMuted: true }),
        hidden: clip({}, { isHidden: true }),
        silent: clip({ volume: 0 }),
        empty: clip({ trimStart: 3, trimEnd: 3 }),
      },
    });
    expect(audioMixPlan(doc)).toEqual([]);
  });

  it('plays a background video over the whole scene, and a video inside a group by the group timing', () => {
    const base = project({ 2: { group: { type: 'shape', timing: { enterDelay: 0.5, stayTime: 2, trimStart: 0, trimEnd: 4, adjustLength: 0 } } } });
    const withGroup = withScene(base, 2, (scene) => ({
      jsonData: {
        objects: scene.jsonData.objects.map((object) =>
          object.id === 'group' ? { id: 'group', _Type: 'group', width: 100, height: 100, objects: [{ id: 'member', _Type: 'video', _Src: 'member.webm' }] } : object,
        ),
      },
    }));
    const doc = withScene(withGroup, 3, (scene) => ({
      background: { type: 2, current: { id: 7 } },
      jsonData: { objects: [{ ...scene.jsonData.objects[0], _Src: 'backdrop.mp4' }, ...scene.jsonData.objects.slice(1)] },
      elements: { ...scene.elements, 'background-3': { trimStart: 1, trimEnd: 3, adjustLength: 1, volume: 50 } },
    }));
    expect(audioMixPlan(doc)).toEqual([
      { id: 'video:2:member', kind: 'video', src: 'member.webm', start: 4.5, end: 6.5, offset: 0, ...once },
      { id: 'video:3:background-3', kind: 'video', src: 'backdrop.mp4', start: 7, end: 12, offset: 1, loop: { start: 1, end: 3 }, playbackRate: 1, volume: 0.5 },
    ]);
  });
});

describe('audioMixPlan: music and speech', () => {
  it('places music tracks, with adjustLength 4 looping across the following scenes', () => {
    const doc = project({
      1: { song: { type: 'music', src: 'song.mp3', timing: { enterDelay: 1, stayTime: 1, trimStart: 0.5, trimEnd: 3, adjustLength: 4, volume: 80 } } },
      2: { sting: { type: 'music', src: 'sting.wav', timing: { enterDelay: 0.5, stayTime: 2, trimEnd: 4, adjustLength: 0 } } },
    });
    expect(audioMixPlan(doc)).toEqual([
      { id: 'music:1:song', kind: 'music', src: 'song.mp3', start: 1, end: 12, offset: 0.5, loop: { start: 0.5, end: 3 }, playbackRate: 1, volume: 0.8 },
      { id: 'music:2:sting', kind: 'music', src: 'sting.wav', start: 4.5, end: 6.5, offset: 0, ...once },
    ]);
  });

  it('leaves out muted music', () => {
    expect(audioMixPlan(project({ 2: { song: { type: 'music', isMuted: true, timing: { stayTime: 2 } } } }))).toEqual([]);
  });

  it("plays a scene's speech from the scene start for its duration, cut at the scene end", () => {
    const speech = (media_file: string, duration?: number) => (scene: ProjectDocument['scenes'][string]) => ({ speech: { ...scene.speech, sound: { media_file, duration } } });
    const doc = withScene(withScene(withScene(project({}), 1, speech('one.mp3', 2.5)), 2, speech('two.mp3', 9)), 3, speech('three.mp3'));
    expect(audioMixPlan(doc)).toEqual([
      { id: 'speech:1', kind: 'speech', src: 'one.mp3', start: 0, end: 2.5, offset: 0, ...once },
      { id: 'speech:2', kind: 'speech', src: 'two.mp3', start: 4, end: 7, offset: 0, ...once },
      { id: 'speech:3', kind: 'speech', src: 'three.mp3', start: 7, end: 12, offset: 0, ...once },
    ]);
  });

  it('ends a scene’s sounds at its end during a transition and starts the next scene’s at its start, as the picture holds both', () => {
    const doc = project({ 1: { clip: clip({ adjustLength: 1 }) }, 2: { next: clip({ adjustLength: 1, enterDelay: 0 }) } }, { 1: { transition: 2 } });
    expect(audioMixPlan(doc).map(({ id, start, end }) => ({ id, start, end }))).toEqual([
      { id: 'video:1:clip', start: 1, end: 4 },
      { id: 'video:2:next', start: 4, end: 7 },
    ]);
  });
});

describe('soundTimeAt', () => {
  const looped: MixSound = { id: 'm', kind: 'music', src: 'm', start: 1, end: 12, offset: 0.5, loop: { start: 0.5, end: 3 }, playbackRate: 1, volume: 1 };

  it('wraps a looping sound into its loop range', () => {
    expect([0, 1, 2, 3.5, 3.6, 6, 12, 20].map((t) => soundTimeAt(looped, t))).toEqual([0.5, 0.5, 1.5, 0.5, 0.6, 0.5, 1.5, 1.5]);
  });

  it('advances a stretched sound at its rate and holds it at its end', () => {
    const stretched: MixSound = { ...looped, start: 1, end: 4, offset: 2, loop: null, playbackRate: 0.5 };
    expect([1, 2, 3.5, 4, 9].map((t) => soundTimeAt(stretched, t))).toEqual([2, 2.5, 3.25, 3.5, 3.5]);
  });
});
