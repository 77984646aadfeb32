import { describe, expect, it } from 'vitest';
import { projectDocumentSchema } from '../../scene/schema/project';
import { sampleDocument } from '../../scene/samples';
import { applyAffine } from '../../scene/affine';
import { evaluateFrame, evaluateSceneAtRest } from './evaluateFrame';

const media = { image: '/m/photo.png', video: '/m/clip.mp4', svg: '/m/star.svg', avatar: '/m/avatar.png', videoSeconds: 4 };

function project(objects: Record<string, unknown>[], elements: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return projectDocumentSchema.parse({
    currentScene: { sceneArr: [1], arr: [1] },
    scenes: {
      '1': {
        id: 1,
        duration: 4,
        jsonData: { objects: [{ id: 'background-1', _Type: 'background', fill: '#ff0000', left: -1, top: -1, width: 1921, height: 1081 }, ...objects] },
        elements,
        ...extra,
      },
    },
  });
}

describe('evaluateFrame', () => {
  it('places an object box with scale, rotation about its centre and flips', () => {
    const doc = project([{ id: 'img', _Type: 'image', _Src: '/a.png', left: 100, top: 50, width: 200, height: 100, scaleX: 2, scaleY: 1, angle: 90, flipX: true }]);
    const layer = evaluateFrame(doc, 0).scene.layers[1]!;
    expect(layer.kind).toBe('image');
    // Box 400 x 100 centred at (300, 100); turned 90 degrees clockwise and mirrored left to right.
    const corner = (x: number, y: number) => applyAffine(layer.matrix, x, y).map((value) => Math.round(value * 1000) / 1000);
    expect(corner(0.5, 0.5)).toEqual([300, 100]);
    expect(corner(0, 0)).toEqual([350, 300]);
    expect(corner(1, 0)).toEqual([350, -100]);
    expect(corner(0, 1)).toEqual([250, 300]);
  });

  it('draws the background first and objects bottom first, with their opacity and crop', () => {
    const doc = project([
      { id: 'a', _Type: 'image', _Src: '/a.png', width: 50, height: 40, cropX: 10, cropY: 5, opacity: 0.5 },
      { id: 'b', _Type: 'shape', _Src: '/b.svg', width: 30, height: 30, fill: '#00ff00' },
    ]);
    const layers = evaluateFrame(doc, 0).scene.layers;
    expect(layers.map((layer) => [layer.kind, layer.id])).toEqual([
      ['solid', 'background-1'],
      ['image', 'a'],
      ['vector', 'b'],
    ]);
    expect(layers[1]).toMatchObject({ opacity: 0.5, crop: { x: 10, y: 5, width: 50, height: 40 } });
    expect(layers[2]).toMatchObject({ fill: '#00ff00', width: 30, height: 30 });
  });

  it('shows an element only between enterDelay and enterDelay + stayTime; hidden and music never', () => {
    const doc = project(
      [
        { id: 't', _Type: 'text', text: 'Hello', width: 300, height: 40 },
        { id: 'h', _Type: 'text', text: 'Hidden', _Hidden: true, width: 300, height: 40 },
        { id: 'm', _Type: 'music', _Src: '/song.mp3' },
      ],
      { t: { enterDelay: 1, stayTime: 1 } },
    );
    const ids = (frame: number) => evaluateFrame(doc, frame).scene.layers.map((layer) => layer.id);
    expect(ids(24)).toEqual(['background-1']);
    expect(ids(25)).toEqual(['background-1', 't']);
    expect(ids(50)).toEqual(['background-1', 't']);
    expect(ids(51)).toEqual(['background-1']);
  });

  it('gives video layers the media time of their frame (loop)', () => {
    const doc = project([{ id: 'v', _Type: 'video', _Src: '/v.mp4', width: 640, height: 360 }], {
      v: { enterDelay: 0.5, stayTime: 3.5, trimStart: 1, trimEnd: 2, adjustLength: 1 },
    });
    const mediaTime = (frame: number) => {
      const layer = evaluateFrame(doc, frame).scene.layers.find((item) => item.id === 'v');
      return layer?.kind === 'video' ? layer.mediaTime : null;
    };
    expect(mediaTime(0)).toBeNull();
    expect(mediaTime(13)).toBeCloseTo(1.02, 6);
    expect(mediaTime(25)).toBeCloseTo(1.5, 6);
    expect(mediaTime(50)).toBeCloseTo(1.5, 6);
    expect(mediaTime(60)).toBeCloseTo(1.9, 6);
    expect(mediaTime(63)).toBeCloseTo(1.02, 6);
  });

  it('draws both scenes with the progress during a transition', () => {
    const doc = projectDocumentSchema.parse({
      currentScene: { sceneArr: [1, 2], arr: [1, 2] },
      scenes: {
        '1': { id: 1, duration: 2, sanimation: { id: 7, name: 'Fade', duration: 1 }, jsonData: { objects: [{ id: 'background-1', _Type: 'background', fill: '#ff0000' }] } },
        '2': { id: 2, duration: 2, jsonData: { objects: [{ id: 'background-2', _Type: 'background', fill: '#0000ff' }] } },
      },
    });
    expect(evaluateFrame(doc, 37)).toMatchObject({ scene: { sceneId: 1 }, transition: null });
    const entering = evaluateFrame(doc, 38);
    expect(entering).toMatchObject({ scene: { sceneId: 1 }, transition: { id: 7, to: { sceneId: 2 } } });
    expect(entering.transition!.progress).toBeCloseTo(0.02, 9);
    expect(evaluateFrame(doc, 50).transition!.progress).toBeCloseTo(0.5, 9);
    expect(entering.transition!.to.layers[0]).toMatchObject({ kind: 'solid', color: '#0000ff', matrix: [1921, 0, 0, 1081, -1, -1] });
    expect(evaluateFrame(doc, 63)).toMatchObject({ scene: { sceneId: 2 }, transition: null });
  });

  it('turns the standard scenes into draw lists (snapshot)', () => {
    for (const name of ['simple', 'busy', 'video-heavy'] as const) {
      const list = evaluateFrame(sampleDocument(name, media), 30);
      expect(list.scene.layers.map((layer) => `${layer.kind}:${layer.id}`)).toMatchSnapshot(name);
    }
    expect(evaluateFrame(sampleDocument('busy', media), 30).scene.layers).toHaveLength(30);
  });

  it('puts group members in the group box', () => {
    const doc = project([
      {
        id: 'g',
        _Type: 'group',
        left: 100,
        top: 100,
        width: 200,
        height: 200,
        scaleX: 2,
        scaleY: 2,
        opacity: 0.5,
        objects: [{ id: 'inner', _Type: 'image', _Src: '/x.png', left: 0, top: 0, width: 100, height: 50, opacity: 0.5 }],
      },
    ]);
    const inner = evaluateFrame(doc, 0).scene.layers.find((layer) => layer.id === 'inner')!;
    expect(applyAffine(inner.matrix, 0, 0)).toEqual([100, 100]);
    expect(applyAffine(inner.matrix, 1, 1)).toEqual([300, 200]);
    expect(inner.opacity).toBe(0.25);
  });
});

describe('evaluateSceneAtRest', () => {
  const doc = project(
    [
      { id: 'late', _Type: 'text', text: 'Later', width: 300, height: 40 },
      { id: 'clip', _Type: 'video', _Src: '/m/clip.mp4', width: 320, height: 180 },
      { id: 'gone', _Type: 'image', _Src: '/m/photo.png', _Hidden: true, width: 10, height: 10 },
    ],
    { late: { enterDelay: 3, stayTime: 1 }, clip: { enterDelay: 1, stayTime: 2, trimStart: 0.5, trimEnd: 2.5, duration: 4, adjustLength: 0 } },
  );

  it('draws every shown object whatever its bar, media at the start of their bar', () => {
    const list = evaluateSceneAtRest(doc, 1);
    expect(list.scene.layers.map((layer) => layer.id)).toEqual(['background-1', 'late', 'clip']);
    expect(list.scene.layers[2]).toMatchObject({ kind: 'video', mediaTime: 0.5 });
    expect(list.transition).toBeNull();
  });

  it('draws objects at rest, never in the middle of their enter animation', () => {
    const faded = project([{ id: 'logo', _Type: 'image', _Src: '/m/photo.png', width: 100, height: 100 }], {
      logo: { enterDelay: 0, stayTime: 3, enter: 1, animation: { enter: { id: 1 } } },
    });
    expect(evaluateFrame(faded, 0).scene.layers[1]?.opacity).toBeLessThan(0.05);
    expect(evaluateSceneAtRest(faded, 1).scene.layers[1]?.opacity).toBe(1);
  });

  it('leaves out the objects the page draws itself, and unknown scenes are empty', () => {
    expect(evaluateSceneAtRest(doc, 1, ['late']).scene.layers.map((layer) => layer.id)).toEqual(['background-1', 'clip']);
    expect(evaluateSceneAtRest(doc, 9).scene.layers).toEqual([]);
  });
});
