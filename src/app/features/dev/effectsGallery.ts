import { ANIMATIONS } from '../../../scene/effects/animations';
import { FILTERS, filterRef } from '../../../scene/effects/filters';
import { MASKS } from '../../../scene/effects/masks';
import { TEXT_EFFECTS, chooseTextEffect } from '../../../scene/effects/textEffects';
import { catalogueTransition, TRANSITIONS } from '../../../scene/effects/transitions';
import { type ProjectDocument, projectDocumentSchema } from '../../../scene/schema/project';
import { FPS } from '../../../scene/time';

/** A 1200x800 picture the server ships (a blob: address would be refused by the page's connect-src). */
export const SAMPLE_PICTURE = '/library/images/forest-mist.jpg';

/** One sample on the gallery: a document and the frame of it that shows the effect. */
export type GallerySample = { id: number; name: string; note?: string; document: ProjectDocument; frame: number };

/** A section of the gallery: one kind of effect, with a sample per definition. */
export type GallerySection = { title: string; lead: string; samples: GallerySample[] };

const TRANSITION_SECONDS = 2;
const SCENE_SECONDS = 4;

type ObjectSpec = Record<string, unknown> & { id: string; _Type: string };

const background = (id: string, from: string, to: string) => ({
  id,
  _Type: 'background',
  gradient: {
    kind: 'linear',
    angle: 45,
    stops: [
      { offset: 0, color: from },
      { offset: 1, color: to },
    ],
  },
});

const letter = (id: string, text: string, fill: string): ObjectSpec => ({
  id,
  _Type: 'text',
  text,
  fontSize: 520,
  fontWeight: 'bold',
  fontFamily: 'Poppins',
  textAlign: 'center',
  fill,
  left: 560,
  top: 120,
  width: 800,
  height: 620,
});

/** Scene "A" (warm) then scene "B" (cool), joined by `sanimation`. The boundary is at 4 s. */
export function transitionDocument(sanimation: unknown): ProjectDocument {
  return projectDocumentSchema.parse({
    currentScene: { sceneArr: [1, 2], arr: [1, 2] },
    scenes: {
      '1': { id: 1, duration: SCENE_SECONDS, sanimation, jsonData: { objects: [background('background-1', '#f97316', '#dc2626'), letter('a', 'A', '#fff7ed')] } },
      '2': { id: 2, duration: SCENE_SECONDS, jsonData: { objects: [background('background-2', '#0ea5e9', '#4338ca'), letter('b', 'B', '#eff6ff')] } },
    },
  });
}

/** The frame at the middle of the transition (progress 0.5: the scene boundary). */
export const TRANSITION_MIDDLE_FRAME = SCENE_SECONDS * FPS;

/** A one-scene document: a soft backdrop and `object`, with `timing` for it. */
function oneObject(object: ObjectSpec, timing: Record<string, unknown> = {}): ProjectDocument {
  return projectDocumentSchema.parse({
    currentScene: { sceneArr: [1], arr: [1] },
    scenes: {
      '1': {
        id: 1,
        duration: SCENE_SECONDS,
        jsonData: { objects: [background('background-1', '#f8fafc', '#e2e8f0'), object] },
        elements: { [object.id]: { enterDelay: 0, stayTime: SCENE_SECONDS, ...timing } },
        elementList: [object.id],
      },
    },
  });
}

const sampleImage = (image: string, extra: Record<string, unknown> = {}): ObjectSpec => ({
  id: 'sample',
  _Type: 'image',
  _Src: image,
  left: 660,
  top: 240,
  width: 1200,
  height: 800,
  scaleX: 0.5,
  scaleY: 0.5,
  ...extra,
});

const sampleText = (extra: Record<string, unknown> = {}): ObjectSpec => ({
  id: 'sample',
  _Type: 'text',
  text: 'Aa',
  fontSize: 420,
  fontWeight: 'bold',
  fontFamily: 'Poppins',
  textAlign: 'center',
  fill: '#2563eb',
  left: 460,
  top: 200,
  width: 1000,
  height: 520,
  ...extra,
});

/**
 * Every section of the gallery: the scene transitions (mid-way), then the other effect kinds the
 * scene defines (filters and masks on a sample image, enter and exit animations mid-way on a text,
 * text effects), each sample drawn by the real engine.
 * @param image - address of a 1200x800 sample picture
 */
export function gallerySections(image = SAMPLE_PICTURE): GallerySection[] {
  const seconds = 1;
  return [
    {
      title: 'Scene transitions',
      lead: `Scene A to scene B at the middle of each transition (progress 0.5), ${TRANSITIONS.length} in all.`,
      samples: TRANSITIONS.map((definition) => ({
        id: definition.id,
        name: definition.name,
        note: definition.key,
        document: transitionDocument({ ...catalogueTransition(definition), duration: TRANSITION_SECONDS }),
        frame: TRANSITION_MIDDLE_FRAME,
      })),
    },
    {
      title: 'Filters',
      lead: 'A sample picture with each colour filter.',
      samples: FILTERS.map((filter) => ({ id: filter.id, name: filter.name, document: oneObject(sampleImage(image, { filter: filterRef(filter) })), frame: FPS })),
    },
    {
      title: 'Masks',
      lead: 'A sample picture under each mask.',
      samples: MASKS.map((mask) => ({
        id: mask.id,
        name: mask.name,
        document: oneObject(sampleImage(image, { _Mask: { id: mask.id, name: mask.name, src: mask.src } })),
        frame: FPS,
      })),
    },
    {
      title: 'Animations',
      lead: 'A text half-way through each enter or exit animation (1 s long); in-place loops a quarter into their period.',
      samples: ANIMATIONS.map((animation) => {
        const slot = animation.kind;
        const timing =
          slot === 'enter'
            ? { enter: seconds, exit: 0, animation: { enter: { id: animation.id }, exit: { id: 5 }, place: { id: 34 } } }
            : slot === 'exit'
              ? { enter: 0, exit: seconds, animation: { enter: { id: 5 }, exit: { id: animation.id }, place: { id: 34 } } }
              : { enter: 0, exit: 0, animation: { enter: { id: 5 }, exit: { id: 5 }, place: { id: animation.id } } };
        const frame =
          slot === 'enter'
            ? Math.round(0.5 * seconds * FPS)
            : slot === 'exit'
              ? Math.round((SCENE_SECONDS - 0.5 * seconds) * FPS)
              : Math.round(FPS * 0.25 * (animation.kind === 'place' ? animation.period : 1));
        return { id: animation.id, name: animation.name, note: slot, document: oneObject(sampleText(), timing), frame };
      }),
    },
    {
      title: 'Text effects',
      lead: 'A text with each text effect at its defaults.',
      samples: TEXT_EFFECTS.map((effect) => ({
        id: effect.id,
        name: effect.name,
        document: oneObject(sampleText({ textEffect: chooseTextEffect(effect.id, undefined) })),
        frame: FPS,
      })),
    },
  ];
}
