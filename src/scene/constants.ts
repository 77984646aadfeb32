/**
 * Business constants and limits of spec 000 §9, with the input limits of §5 and the fixed values of
 * §4, named after the spec. Times are in seconds unless the name ends in `Ms`/`_MS`; sizes are in
 * pixels unless the name says otherwise. {@link FPS} lives in `time.ts`, beside the time math.
 * Where the spec says "value not shown", the value here is ours and the README says so.
 */

/* ------------------------------------------------------------------ canvas */

/** Canvas size index of the project document: 0 = 16:9, 1 = 1:1, 2 = 9:16. */
export type CanvasSizeIndex = 0 | 1 | 2;

/** Canvas sizes by index, in canvas pixels, with the ratio the template calls use (`?size=16:9`). */
export const CANVAS_SIZES = {
  0: { width: 1920, height: 1080, ratio: '16:9' },
  1: { width: 1920, height: 1920, ratio: '1:1' },
  2: { width: 1080, height: 1920, ratio: '9:16' },
} as const satisfies Record<CanvasSizeIndex, { width: number; height: number; ratio: string }>;

/** Canvas size of a new project. @default 0 (1920x1080) */
export const DEFAULT_CANVAS_SIZE: CanvasSizeIndex = 0;

/** Default background: a white rectangle at (-1, -1) whose size is the canvas size plus `extraSize` (1 px). */
export const DEFAULT_BACKGROUND = { left: -1, top: -1, extraSize: 1, fill: '#ffffff' } as const;

/** Background tab ids, also the values of `scene.background.type`. */
export const BACKGROUND_TYPES = { color: 0, image: 1, video: 2, upload: 3 } as const;

/* ---------------------------------------------------------------- timeline */

/** Timeline scale at zoom 1: pixels per second. */
export const TIMELINE_PX_PER_SECOND = 40;

/** Shortest stay time of an element, seconds (spec: minimum element time). */
export const MIN_ELEMENT_TIME = 0.5;

/** Shortest scene, seconds. */
export const MIN_SCENE_LENGTH = 2;

/**
 * Minimum timeline length used by the Scene Duration minimum, seconds. The spec does not show the
 * value; we use {@link MIN_SCENE_LENGTH}.
 */
export const MIN_TIMELINE_LENGTH = MIN_SCENE_LENGTH;

/**
 * The "delay constant" of the Scene Duration minimum (latest element's enterDelay plus this), seconds.
 * The spec does not show the value; we use {@link MIN_ELEMENT_TIME}.
 */
export const SCENE_DURATION_DELAY = MIN_ELEMENT_TIME;

/** Stay time of a newly added element, seconds. */
export const DEFAULT_ELEMENT_DURATION = 5;

/** Drag and resize snap to the nearest neighbour within this distance, timeline pixels. */
export const SNAP_DISTANCE_PX = 10;

/** Grid of the timeline bar resize handle, `[x, y]` in pixels. */
export const BAR_RESIZE_GRID = [1, 10] as const;

/** Offset of a duplicated object from its original, canvas pixels on each axis. */
export const DUPLICATE_OFFSET_PX = 15;

/** Timing defaults of a new element: adjustLength 3 (adjust as scene), no enter or exit animation time, trim end 10 s. */
export const TIMELINE_DEFAULTS = { adjustLength: 3, enter: 0, exit: 0, trimEnd: 10 } as const;

/** adjustLength values: how media shorter or longer than its bar plays (spec 000 §3). */
export const ADJUST_LENGTH = { none: 0, loop: 1, freeze: 2, adjustAsScene: 3, loopAllScenes: 4 } as const;

/** Step of the element delay field, seconds. */
export const ELEMENT_DELAY_STEP = 0.25;

/** Step of the Scene Duration field, seconds. */
export const SCENE_DURATION_STEP = 0.5;

/** Longest project, seconds, by project mode: 240 for avatar videos (mode 0), 120 otherwise. */
export const PROJECT_LENGTH_BY_MODE = { 0: 240, 1: 120, 2: 120 } as const;

/** Timeline zoom slider range and default (percent). */
export const ZOOM_SLIDER = { min: 10, max: 149, default: 90 } as const;

/* --------------------------------------------------------------- animation */

/** Default animation ids per slot. Id 5 is the "none" animation (choosing it sets the duration to 0). */
export const DEFAULT_ANIMATION_IDS = { enter: 5, exit: 5, place: 34 } as const;

/** Choosing this animation id sets the animation duration to 0 (spec 000 §5). */
export const ZERO_DURATION_ANIMATION_ID = 5;

/** Animation duration field: default, step, decimals, seconds. */
export const ANIMATION_DURATION = { default: 1, step: 0.25, decimals: 2 } as const;

/* ------------------------------------------------------------------ speech */

/** Speech box delay field, seconds; later boxes start with {@link SPEECH_BOX_DELAY.default}, the first with 0. */
export const SPEECH_BOX_DELAY = { min: 0, max: 10, step: 0.5, default: 1 } as const;

/* ------------------------------------------------------------------- timing of the UI */

/** Autosave queue period, ms. */
export const AUTOSAVE_INTERVAL_MS = 1000;

/** How long a validation alert stays, ms. */
export const ALERT_MS = 2000;

/** Save progress ring: 50 while saving, 100 when done, back to 0 after {@link SAVE_RING.resetMs}. */
export const SAVE_RING = { saving: 50, done: 100, resetMs: 500 } as const;

/** Paged lists load the next page when the shown list has this many items or fewer. */
export const PAGE_THRESHOLD = 18;

/* ------------------------------------------------------------------ layout */

/** Right speech panel width, px (video editor only). */
export const RIGHT_PANEL_WIDTH_PX = 334;

/** Timeline panel height, px: expanded and collapsed. */
export const TIMELINE_PANEL_HEIGHT_PX = { expanded: 254, collapsed: 75 } as const;

/** Scene strip thumbnail, px (width 86 at the canvas aspect ratio). */
export const SCENE_THUMBNAIL = { width: 86, height: 46 } as const;

/** Scene strip scroll step, px. */
export const SCENE_STRIP_SCROLL_STEP_PX = 150;

/** Layout edge margin, canvas px: 15, or 35 for crop controls. */
export const LAYOUT_EDGE_MARGIN_PX = { default: 15, cropControls: 35 } as const;

/** Avatar frame kinds (spec 000 §3). */
export const AVATAR_FRAMES = { none: 0, square: 1, circle: 2 } as const;

/** Avatar frame: corner radius (px), frame size per unit of avatar scale (px), avatar opacity while framing (0..1). */
export const AVATAR_FRAME = { cornerRadius: 50, sizePerScale: 700, editOpacity: 0.4 } as const;

/** Arrow-key move distance, canvas px: plain, with Shift, with Ctrl. */
export const ARROW_MOVE_PX = { plain: 2, shift: 10, ctrl: 100 } as const;

/* ------------------------------------------------------------------ avatar */

/** Avatar modes of a scene (`scene.mode`): 0 default avatar, 1 voice only, 2 no avatar. */
export const AVATAR_MODES = { avatar: 0, voiceOnly: 1, noAvatar: 2 } as const;

/** Project modes (`doc.mode`, editor query `mode`): 0 avatar video, 1 video without avatar, 2 image. */
export const PROJECT_MODES = { avatar: 0, nonAvatar: 1, image: 2 } as const;

/** Default avatar: image id 4, voice Cora (the speech service's Festival voice `festival-slt`), language 131 (English, United States). */
export const DEFAULT_AVATAR = { imageId: 4, voiceName: 'Cora', voiceId: 'festival-slt', languageId: 131, languageName: 'English, United States' } as const;

/** Avatar position presets (keys of the avatar image's `avatarConfig`) and their scale. */
export const AVATAR_POSITION_PRESETS = { FM: 0.728, FB: 0.408, SM: 0.717, SB: 0.48 } as const;

/** Avatar position grid: 9 cells, row by row from top left; default the centre cell (index 4). */
export const AVATAR_POSITION_GRID = { cells: 9, default: 4 } as const;

/* -------------------------------------------------------------------- text */

/** Accent colour of the product; also the default text fill. */
export const ACCENT_COLOR = '#e7416a';

/** Default text fill. */
export const DEFAULT_TEXT_FILL = ACCENT_COLOR;

/** Default colour of the colour picker. */
export const PICKER_DEFAULT_COLOR = '#999777';

/** Default text font family. */
export const DEFAULT_FONT_FAMILY = 'Poppins Regular';

/** Default text line height, multiple of the font size. */
export const DEFAULT_LINE_HEIGHT = 1.16;

/** Text presets: font size and box width in canvas px, and weight. */
export const TEXT_PRESETS = {
  heading: { fontSize: 90, width: 750, fontWeight: 'bold' },
  subheading: { fontSize: 52, width: 600, fontWeight: 'normal' },
  body: { fontSize: 34, width: 450, fontWeight: 'normal' },
} as const;

/**
 * Font size limits, canvas px: a typed size is accepted only strictly between `acceptedAbove` and
 * `acceptedBelow`; the input's range is `inputMin..inputMax`; the preset list runs `presetMin..presetMax`.
 */
export const FONT_SIZE = { acceptedAbove: 5, acceptedBelow: 500, inputMin: 20, inputMax: 600, presetMin: 6, presetMax: 110 } as const;

/** Fonts offered in the pickers. */
export const PICKER_FONTS = ['Arial', 'Courier New', 'Georgia', 'Poppins', 'Tahoma', 'Times New Roman', 'Trebuchet MS', 'Verdana'] as const;

/** Font families available without loading. */
export const BUILT_IN_FONTS = ['Arial', 'Calibri', 'Cambria', 'Courier New', 'Garamond', 'Georgia', 'Tahoma', 'Times New Roman', 'Verdana'] as const;

/** Text effect ids: 0 (none) to 7. */
export const TEXT_EFFECT_IDS = { min: 0, max: 7 } as const;

/** Text effect slider ranges: border width and depth 0..10, distance 0..50, emboss 0..50 %, intensity 1..100 %. */
export const TEXT_EFFECT_LIMITS = {
  borderWidth: { min: 0, max: 10 },
  depth: { min: 0, max: 10 },
  distance: { min: 0, max: 50 },
  emboss: { min: 0, max: 50 },
  intensity: { min: 1, max: 100 },
} as const;

/* ----------------------------------------------------------- colour, filters */

/** Most colour stops in a colour filter or gradient. */
export const MAX_COLOR_STOPS = 20;

/** Colour filter names, in picker order. */
export const COLOR_FILTERS = [
  'None',
  'Grayscale',
  'Invert',
  'Sepia',
  'Black & White',
  'Brownie',
  'Vintage',
  'Kodachrome',
  'Technicolor',
  'Polaroid',
  'ColorInterpolation',
] as const;

/* -------------------------------------------------------- sliders and fields */

/** Rotation angle field, degrees. */
export const ANGLE_LIMITS = { min: 0, max: 359 } as const;

/** Volume field, percent. */
export const VOLUME_LIMITS = { min: 0, max: 100 } as const;

/** Opacity sliders, percent (the document stores opacity as 0..1). */
export const OPACITY_SLIDER = { min: 0, max: 100 } as const;

/** Shadow controls: angle and distance 0..359, opacity and blur 0..100. */
export const SHADOW_LIMITS = { angle: { min: 0, max: 359 }, distance: { min: 0, max: 359 }, opacity: { min: 0, max: 100 }, blur: { min: 0, max: 100 } } as const;

/** Shadow control defaults: opacity 70 %, blur 40, black, angle 0°, distance 0. */
export const SHADOW_DEFAULTS = { opacity: 70, blur: 40, color: '#000000', angle: 0, distance: 0 } as const;

/** Trim: the shortest trimmed range, seconds. */
export const TRIM_MIN_WIDTH = 1;

/* ------------------------------------------------------------------ upload */

/** Largest upload, bytes (100 MB = 100 × 2^20); larger files are ignored without a request. */
export const UPLOAD_MAX_BYTES = 100 * 2 ** 20;

/** Accepted upload types by kind: image subtypes, music and video file extensions. */
export const UPLOAD_TYPES = {
  image: ['png', 'jpeg', 'jpg', 'webp'],
  music: ['.mp3', '.wav'],
  video: ['.mp4', '.avi', '.webm', '.gif', '.mov'],
} as const;

/** Screen recording: chunk length (ms), frame rate, audio, and the recorded length at which it stops (ms). */
export const SCREEN_RECORDING = { chunkMs: 200, fps: 30, hasAudio: true, maxMs: 300_000 } as const;

/** Page sizes of the media lists; `*Overview` are the overview pages. */
export const PAGE_SIZES = {
  music: 10,
  icons: 80,
  iconsOverview: 50,
  shapes: 80,
  shapesOverview: 50,
  emoji: 40,
  emojiOverview: 100,
  illustrationsOverview: 100,
  upload: 20,
  uploadAudio: 40,
  uploadCsv: 40,
} as const;
