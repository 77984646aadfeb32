import { z } from 'zod';
import { COLOR_FILTERS } from '../scene/constants';
import { gradientSchema } from '../scene/schema/canvasObject';
import { sceneTransitionSchema } from '../scene/schema/transition';

/**
 * The effect catalogues as the API answers them (spec 000 §7): object and text animations, colour
 * filters, masks and gradients. The items are made from the definitions in src/scene/effects (see
 * the types there: `Motion`, `LoopMotion`, `EffectParam`); these schemas say how they go on the wire.
 */

const sideSchema = z.enum(['left', 'right', 'top', 'bottom']);

/** How an animation's progress is shaped (`Easing` of src/scene/effects/animations.ts). */
const easingSchema = z.enum(['linear', 'out', 'back', 'bounce', 'steps']);

/** What an enter or exit animation moves (`Motion`). */
const motionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({ type: z.literal('fade') }),
  z.object({ type: z.literal('slide'), from: sideSchema, distance: z.union([z.literal('out'), z.number()]), fade: z.boolean() }),
  z.object({ type: z.literal('zoom'), scale: z.number(), fade: z.boolean() }),
  z.object({ type: z.literal('wipe'), from: sideSchema }),
  z.object({ type: z.literal('iris') }),
  z.object({ type: z.literal('turn'), turns: z.number(), scale: z.number() }),
  z.object({ type: z.literal('flip'), axis: z.enum(['x', 'y']) }),
]);

/** What an in-place animation does over one loop (`LoopMotion`). */
const loopMotionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('steady') }),
  z.object({ type: z.literal('pulse'), amount: z.number(), beats: z.number() }),
  z.object({ type: z.enum(['float', 'wiggle', 'breathe', 'blink', 'shake']), amount: z.number() }),
  z.object({ type: z.literal('spin') }),
]);

const animationKindSchema = z.enum(['enter', 'exit', 'place']);

/** An object animation (`GET /api/newvideo/animation/`); `period` (seconds) only for in-place ones. */
export const animationItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: animationKindSchema,
  /** The slots it may fill: its kind; None (5) fills enter and exit. */
  kinds: z.array(animationKindSchema),
  period: z.number().nullable(),
  animationData: z.union([z.object({ motion: motionSchema, easing: easingSchema }), z.object({ loop: loopMotionSchema, period: z.number() })]),
});

/** A text animation by character, word or line (`GET /api/newvideo/text/animation/`). */
export const textAnimationItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['char', 'word', 'line']),
  /** `overlap`: the share of the slot each unit's motion takes, 0..1. */
  animationData: z.object({ motion: motionSchema, easing: easingSchema, overlap: z.number() }),
});

/** A parameter of an effect (`EffectParam` of src/scene/effects/params.ts). */
const effectParamSchema = z.discriminatedUnion('type', [
  z.object({
    key: z.string(),
    label: z.string(),
    type: z.literal('number'),
    min: z.number(),
    max: z.number(),
    step: z.number(),
    default: z.number(),
    unit: z.string().optional(),
  }),
  z.object({ key: z.string(), label: z.string(), type: z.literal('color'), default: z.string() }),
  z.object({ key: z.string(), label: z.string(), type: z.literal('colors'), minItems: z.number().int(), maxItems: z.number().int(), default: z.array(z.string()).readonly() }),
]);

/** A colour filter (`GET /api/newvideo/filter/`): `matrix` (20 numbers) only for the `matrix` kind. */
export const filterItemSchema = z.object({
  id: z.number().int(),
  name: z.enum(COLOR_FILTERS),
  kind: z.enum(['none', 'matrix', 'gradientMap']),
  matrix: z.array(z.number()).readonly().nullable(),
  params: z.array(effectParamSchema).readonly(),
});

/** A mask (`GET /api/assets/masks/`): `src` is its SVG. */
export const maskItemSchema = z.object({ id: z.number().int(), name: z.string(), src: z.string() });

/** A built-in gradient with its id (`GET /api/aivideo/gradient/`); without the id it is a document gradient as it is. */
export const gradientItemSchema = z.object({ id: z.number().int(), ...gradientSchema.shape });

/** A scene transition (`GET /api/newvideo/animation/scene/`), exactly as the editor stores it in `scene.sanimation`. */
export const transitionItemSchema = sceneTransitionSchema;
