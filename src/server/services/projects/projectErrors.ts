import { DomainError } from '../domainError.ts';

/** The message of a refused save of a generated project. */
export const GENERATED_MESSAGE = 'This project is generated and can no longer be changed. Duplicate it to edit a copy.';

/** The message of a refused save whose revision is not the stored one. */
export const STALE_REVISION_MESSAGE = 'The project was changed elsewhere. Reload it to go on.';

/** The refusal of a save made against another revision than the stored `revision`: 409 with `result: {revision}`. */
export const staleRevision = (revision: number) => new DomainError('conflict', STALE_REVISION_MESSAGE, { extra: { result: { revision } } });
