import { PROJECT_MODES } from '../../../scene/constants.ts';
import type { ProjectMode } from '../../../scene/schema/project.ts';

/** What a project is: a video (with or without avatar) or an image (spec 001 §3 "Project (video or image)"). */
export type ProjectKind = 'video' | 'image';

/** One kind of project: where its calls live and which document modes it holds. */
export type ProjectKindInfo = {
  kind: ProjectKind;
  /** Path prefix of its calls (spec 000 §7, 001 §7), without the trailing slash. */
  prefix: string;
  /** Project document modes (`mode`) a project of this kind may have. */
  modes: readonly ProjectMode[];
};

/**
 * The two kinds, served by the same code: videos under `/api/newvideo/video/` hold documents of mode
 * 0 (avatar video) or 1 (video without avatar), images under `/api/newimage/image/` mode 2 (spec 001
 * §2 "mode (0 avatar, 1 non-avatar, 2 for images)").
 */
export const PROJECT_KINDS: readonly ProjectKindInfo[] = [
  { kind: 'video', prefix: '/api/newvideo/video', modes: [PROJECT_MODES.avatar, PROJECT_MODES.nonAvatar] },
  { kind: 'image', prefix: '/api/newimage/image', modes: [PROJECT_MODES.image] },
];
