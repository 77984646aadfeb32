import { createBackgroundObject } from './background';
import { AVATAR_MODES, type CanvasSizeIndex, DEFAULT_CANVAS_SIZE, PROJECT_MODES, SPEECH_BOX_DELAY } from './constants';
import { createObjectId, FIRST_SCENE_ID } from './ids';
import { type ProjectDocument, type ProjectMode, projectDocumentSchema } from './schema/project';
import { type AvatarMode, type Scene, sceneSchema } from './schema/scene';
import { type SpeechBox, speechBoxSchema } from './schema/speech';

/**
 * The avatar mode a new scene gets in a project of the given mode: avatar videos (0) and images (2)
 * start with the avatar, videos without avatar (1) with no avatar (scene mode 2).
 */
export function sceneModeFor(projectMode: ProjectMode): AvatarMode {
  return projectMode === PROJECT_MODES.nonAvatar ? AVATAR_MODES.noAvatar : AVATAR_MODES.avatar;
}

/**
 * An empty speech box. The first box of a scene has no delay; later boxes start with a 1 s delay
 * (spec 000 §4).
 * @param options.isFirst - whether it is the scene's first box
 * @param options.id - its id; a fresh one by default
 */
export function createSpeechBox({ isFirst, id = createObjectId() }: { isFirst: boolean; id?: string }): SpeechBox {
  const delay = isFirst ? 0 : SPEECH_BOX_DELAY.default;
  return speechBoxSchema.parse({ id, delay, haveDelay: delay > 0 });
}

/**
 * A new scene (spec 000 §4 "Add scene"): the default white background, one empty speech box,
 * easy mode, the avatar mode that matches the project mode, no elements.
 * @param options.id - the scene number (see `nextSceneId`)
 * @param options.size - the project's canvas size index
 * @param options.projectMode - the project's mode (0 avatar video, 1 without avatar, 2 image)
 */
export function createScene({ id, size, projectMode }: { id: number; size: CanvasSizeIndex; projectMode: ProjectMode }): Scene {
  const box = createSpeechBox({ isFirst: true });
  return sceneSchema.parse({
    id,
    mode: sceneModeFor(projectMode),
    jsonData: { objects: [createBackgroundObject(id, size)] },
    speech: { type: 'type', data: { [box.id]: box }, arr: [box.id] },
  });
}

/**
 * A new project with one scene (number 1) made by {@link createScene}.
 * @param options.size - canvas size index. @default 0 (1920x1080)
 * @param options.mode - project mode. @default 0 (avatar video)
 */
export function createBlankProject({ size = DEFAULT_CANVAS_SIZE, mode = PROJECT_MODES.avatar }: { size?: CanvasSizeIndex; mode?: ProjectMode } = {}): ProjectDocument {
  const scene = createScene({ id: FIRST_SCENE_ID, size, projectMode: mode });
  return projectDocumentSchema.parse({
    size,
    mode,
    currentScene: { sceneArr: [FIRST_SCENE_ID], arr: [FIRST_SCENE_ID] },
    scenes: { [FIRST_SCENE_ID]: scene },
  });
}
