import { ADJUST_LENGTH } from '../../../../scene/constants';
import type { AdjustLength } from '../../../../scene/schema/elementTiming';

/** One choice of how media fills its bar (the timing's `adjustLength`), with its label. */
export type LengthOption = { value: AdjustLength; label: string; hint: string };

/** None: the trim range plays once, then the media is gone (spec 000 §3: "0 none (clamp to trim range)"). */
const NONE: LengthOption = { value: ADJUST_LENGTH.none, label: 'None', hint: 'Plays the trimmed part once.' };
const LOOP: LengthOption = { value: ADJUST_LENGTH.loop, label: 'Loop', hint: 'Plays the trimmed part again until the bar ends.' };
const ADJUST: LengthOption = { value: ADJUST_LENGTH.adjustAsScene, label: 'Adjust as Scene', hint: 'Speeds up or slows down to fill the bar.' };

/** The length options of a video (settings/video): none, Loop, Freeze at Last Frame, Adjust as Scene. */
export const VIDEO_LENGTH_OPTIONS: readonly LengthOption[] = [
  NONE,
  LOOP,
  { value: ADJUST_LENGTH.freeze, label: 'Freeze at Last Frame', hint: 'Holds the last frame until the bar ends.' },
  ADJUST,
];

/**
 * The length options of music (settings/music): none, Loop (in this scene), Adjust as Scene and
 * loop in all scenes (adjustLength 4). Freezing has no meaning for sound, so it is not offered.
 */
export const MUSIC_LENGTH_OPTIONS: readonly LengthOption[] = [
  NONE,
  { ...LOOP, label: 'Loop in This Scene' },
  ADJUST,
  { value: ADJUST_LENGTH.loopAllScenes, label: 'Loop in All Scenes', hint: 'Keeps playing, looping, across the next scenes.' },
];
