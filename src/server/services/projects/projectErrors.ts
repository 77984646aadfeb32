/** The message of a refused save of a generated project. */
export const GENERATED_MESSAGE = 'This project is generated and can no longer be changed. Duplicate it to edit a copy.';

/** The message of a refused save whose revision is not the stored one. */
export const STALE_REVISION_MESSAGE = 'The project was changed elsewhere. Reload it to go on.';

/**
 * Why a project call was refused:
 * - `NOT_FOUND`: no such project of this kind owned by the caller (others' projects are never revealed);
 * - `INVALID_DOCUMENT`: the document, or the result of applying a diff, is not a valid project
 *   document of this kind; the message names the field (`scenes.1.jsonData.objects.3.left: expected number`);
 * - `INVALID_DIFF`: the diff is not a list of patches, or a patch does not apply (`d.3: index 7 is outside the list`);
 * - `STALE_REVISION`: the stored revision is `currentRevision`, not the one the change was made against;
 * - `GENERATED`: the project is generated (or being generated): its document stays as it was rendered.
 */
export class ProjectError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'INVALID_DOCUMENT' | 'INVALID_DIFF' | 'STALE_REVISION' | 'GENERATED',
    message: string,
    readonly currentRevision?: number,
  ) {
    super(message);
  }
}
