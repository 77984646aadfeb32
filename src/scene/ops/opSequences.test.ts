import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from '../document';
import { createBlankProject } from '../factories';
import { createObjectId } from '../ids';
import { canvasObjectSchema } from '../schema/canvasObject';
import type { ProjectDocument } from '../schema/project';
import { copyObjects, duplicateObjects, pasteObjects } from './copyObjects';
import { duplicateScene } from './duplicateScene';
import { groupObjects, ungroupObjects } from './groups';
import { type LayerMove, moveLayer } from './layers';
import { createImageObject, createTextObject, createVectorObject, createVideoObject } from './newObjects';
import { addObject, removeObjects } from './objects';
import { objectIds } from './objectTree';
import { setAvatarMode, switchToProMode } from './sceneModes';
import { SceneOpError } from './SceneOpError';
import { liveSceneIds, moveScene } from './sceneOrder';
import { addScene, deleteScene } from './scenes';
import { updateObject } from './updateObject';
import { updateTiming } from './updateTiming';

/** Freezes a document all the way down, so that any op writing into its input throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Every object id of the document, scene by scene. */
function allIds(doc: ProjectDocument): string[] {
  return Object.values(doc.scenes).flatMap((scene) => objectIds(scene.jsonData.objects));
}

const index = fc.nat({ max: 20 });
const sceneStep = fc.oneof(
  fc.record({ kind: fc.constant('addScene' as const), at: fc.option(index, { nil: undefined }) }),
  fc.record({ kind: fc.constant('deleteScene' as const), at: index }),
  fc.record({ kind: fc.constant('duplicateScene' as const), at: index }),
  fc.record({ kind: fc.constant('moveScene' as const), at: index, to: index }),
  fc.record({ kind: fc.constant('pro' as const), at: index }),
  fc.record({ kind: fc.constant('avatarMode' as const), at: index, mode: fc.constantFrom(0 as const, 1 as const, 2 as const) }),
);
const objectStep = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('addObject' as const),
      at: index,
      type: fc.constantFrom('heading', 'body', 'image', 'video', 'icons', 'shapes', 'avatar', 'music'),
      stayTime: fc.option(fc.double({ min: 0, max: 20, noNaN: true }), { nil: undefined }),
    }),
  },
  fc.record({
    kind: fc.constant('update' as const),
    at: index,
    pick: index,
    left: fc.integer({ min: -500, max: 2000 }),
    opacity: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('timing' as const),
    at: index,
    pick: index,
    enterDelay: fc.option(fc.double({ min: 0, max: 10, noNaN: true }), { nil: undefined }),
    stayTime: fc.option(fc.double({ min: 0, max: 10, noNaN: true }), { nil: undefined }),
    enter: fc.option(fc.double({ min: 0, max: 4, noNaN: true }), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('remove' as const), at: index, picks: fc.array(index, { maxLength: 3 }) }),
  fc.record({ kind: fc.constant('duplicateObjects' as const), at: index, picks: fc.array(index, { maxLength: 3 }) }),
  fc.record({ kind: fc.constant('paste' as const), at: index, to: index, picks: fc.array(index, { maxLength: 3 }) }),
  fc.record({ kind: fc.constant('layer' as const), at: index, pick: index, move: fc.constantFrom<LayerMove>('back', 'backward', 'forward', 'front') }),
  fc.record({ kind: fc.constant('group' as const), at: index, picks: fc.array(index, { maxLength: 4 }) }),
  fc.record({ kind: fc.constant('ungroup' as const), at: index, pick: index }),
);
const step = fc.oneof({ weight: 1, arbitrary: sceneStep }, { weight: 3, arbitrary: objectStep });
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** Runs one random step; refusals the spec asks for are answered with the document unchanged. */
function run(doc: ProjectDocument, op: Step): { doc: ProjectDocument; made: string[] } {
  const live = liveSceneIds(doc);
  const sceneId = live[(op.at ?? 0) % live.length] as number;
  const scene = doc.scenes[String(sceneId)];
  if (!scene) throw new Error(`scene ${sceneId} is live but missing`);
  const objects = scene.jsonData.objects;
  // Index 0 is the background: most picks skip it, a few still try it (ops must refuse or ignore it).
  const pick = (n: number) => objects[objects.length < 2 || n % 7 === 0 ? 0 : 1 + (n % (objects.length - 1))]?.id ?? '';
  try {
    switch (op.kind) {
      case 'addScene':
        return { doc: addScene(doc, op.at === undefined ? undefined : sceneId).doc, made: [] };
      case 'deleteScene':
        return { doc: deleteScene(doc, sceneId), made: [] };
      case 'duplicateScene': {
        const result = duplicateScene(doc, sceneId);
        return { doc: result.doc, made: objectIds(result.doc.scenes[String(result.sceneId)]?.jsonData.objects ?? []) };
      }
      case 'moveScene':
        return { doc: moveScene(doc, op.at % live.length, op.to % live.length), made: [] };
      case 'pro':
        return { doc: switchToProMode(doc, sceneId), made: [] };
      case 'avatarMode':
        return { doc: setAvatarMode(doc, sceneId, op.mode), made: [] };
      case 'addObject': {
        const timing = op.stayTime === undefined ? undefined : { stayTime: op.stayTime };
        if (op.type === 'heading' || op.type === 'body') return { doc: addObject(doc, sceneId, createTextObject(op.type, doc.size), timing), made: [] };
        if (op.type === 'image') return { doc: addObject(doc, sceneId, createImageObject({ src: 'i.png', width: 3000, height: 500 }, doc.size), timing), made: [] };
        if (op.type === 'video') {
          const video = createVideoObject({ src: 'v.mp4', width: 1280, height: 720, duration: 7 }, doc.size);
          return { doc: addObject(doc, sceneId, video.object, { ...video.timing, ...timing }), made: [] };
        }
        if (op.type === 'icons' || op.type === 'shapes') return { doc: addObject(doc, sceneId, createVectorObject({ src: 's.svg', kind: op.type }, doc.size), timing), made: [] };
        const object = canvasObjectSchema.parse({ id: createObjectId(), _Type: op.type, _Src: 'm.mp3' });
        return { doc: addObject(doc, sceneId, object, timing), made: [] };
      }
      case 'update':
        return { doc: updateObject(doc, sceneId, pick(op.pick), { left: op.left, opacity: op.opacity }), made: [] };
      case 'timing':
        return { doc: updateTiming(doc, sceneId, pick(op.pick), { enterDelay: op.enterDelay, stayTime: op.stayTime, enter: op.enter }), made: [] };
      case 'remove':
        return { doc: removeObjects(doc, sceneId, op.picks.map(pick)), made: [] };
      case 'duplicateObjects': {
        const result = duplicateObjects(doc, sceneId, op.picks.map(pick));
        return { doc: result.doc, made: result.ids };
      }
      case 'paste': {
        const target = live[op.to % live.length] as number;
        const clipboard = copyObjects(scene, op.picks.map(pick));
        const result = pasteObjects(doc, target, clipboard.objects, clipboard.timings);
        return { doc: result.doc, made: result.ids };
      }
      case 'layer':
        return { doc: moveLayer(doc, sceneId, pick(op.pick), op.move), made: [] };
      case 'group': {
        const result = groupObjects(doc, sceneId, op.picks.map(pick));
        return { doc: result.doc, made: result.groupId ? [result.groupId] : [] };
      }
      case 'ungroup':
        return { doc: ungroupObjects(doc, sceneId, pick(op.pick)).doc, made: [] };
    }
  } catch (error) {
    if (error instanceof SceneOpError && ['LAST_SCENE', 'AVATAR_MODE_ONE_WAY', 'SECOND_AVATAR'].includes(error.code)) return { doc, made: [] };
    throw error;
  }
}

/** The invariants every document the ops make keeps. */
function checkInvariants(doc: ProjectDocument): void {
  expect(parseProjectDocument(doc)).toEqual(doc);
  const live = liveSceneIds(doc);
  expect(new Set(live).size).toBe(live.length);
  expect([...live].sort((a, b) => a - b)).toEqual(
    Object.keys(doc.scenes)
      .map(Number)
      .sort((a, b) => a - b),
  );
  expect(live.length).toBeGreaterThan(0);
  for (const scene of Object.values(doc.scenes)) {
    const ids = objectIds(scene.jsonData.objects);
    expect(new Set(ids).size).toBe(ids.length);
    expect(scene.jsonData.objects[0]?.id).toBe(`background-${scene.id}`);
    const topLevel = new Set(scene.jsonData.objects.map((object) => object.id));
    for (const id of [...Object.keys(scene.elements), ...scene.elementList]) expect(topLevel.has(id)).toBe(true);
    expect(scene.jsonData.objects.filter((object) => object._Type === 'avatar').length).toBeLessThanOrEqual(1);
  }
}

/** Two scenes with a few objects each, so object ops have something to work on. */
const seeded = (() => {
  let doc = addScene(createBlankProject()).doc;
  for (const sceneId of [1, 2]) {
    doc = addObject(doc, sceneId, createTextObject('heading', doc.size));
    doc = addObject(doc, sceneId, createImageObject({ src: 'i.png', width: 800, height: 600 }, doc.size), { enterDelay: 1, stayTime: 3 });
    doc = addObject(doc, sceneId, createVectorObject({ src: 'e.svg', kind: 'emoji' }, doc.size));
  }
  return doc;
})();

describe('random sequences of document ops', () => {
  it('keep the document valid, ids unique, sceneArr naming each live scene once, inputs untouched (property)', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40, size: 'medium' }), (steps) => {
        let doc = seeded;
        for (const op of steps) {
          const before = new Set(allIds(doc));
          const snapshot = JSON.stringify(doc);
          const result = run(deepFreeze(doc), op);
          expect(JSON.stringify(doc)).toBe(snapshot);
          for (const id of result.made) expect(before.has(id)).toBe(false);
          doc = result.doc;
          checkInvariants(doc);
        }
      }),
      { numRuns: 60 },
    );
  });
});
