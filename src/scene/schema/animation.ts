import { z } from 'zod';
import { DEFAULT_ANIMATION_IDS } from '../constants';

/**
 * The animation chosen for one slot (enter, exit or in place): its catalogue id and the
 * catalogue's animation data, kept as given. How long it runs is on the element timing
 * (`enter`, `exit`, seconds).
 */
export const animationRefSchema = z.looseObject({
  /** Animation catalogue id, 0 or more; 5 is the "none" animation. */
  id: z.number().int().min(0),
  /** Keyframes from the animation catalogue; shape owned by the animation engine. */
  animationData: z.unknown().optional(),
});

/** The animation of one slot. */
export type AnimationRef = z.infer<typeof animationRefSchema>;

/** The three animation slots of an element; missing slots get the default ids (enter 5, exit 5, place 34). */
export const animationSlotsSchema = z.object({
  enter: animationRefSchema.prefault({ id: DEFAULT_ANIMATION_IDS.enter }),
  exit: animationRefSchema.prefault({ id: DEFAULT_ANIMATION_IDS.exit }),
  place: animationRefSchema.prefault({ id: DEFAULT_ANIMATION_IDS.place }),
});

/** The enter, exit and in-place animations of an element. */
export type AnimationSlots = z.infer<typeof animationSlotsSchema>;
