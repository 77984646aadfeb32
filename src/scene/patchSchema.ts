import { z } from 'zod';
import type { DocumentPatch } from './patch';

/** The deepest patch path: project documents are far shallower. */
export const MAX_PATH_LENGTH = 32;

/** One key of a patch path: an object key, or a list index (`'-'` appends, see `applyPatches`). */
const pathSegmentSchema = z.union([
  z
    .string()
    .max(200)
    .refine((key) => key !== '__proto__', 'is not a document key'),
  z.number().int().min(0).max(1_000_000),
]);
const pathSchema = z.array(pathSegmentSchema).min(1).max(MAX_PATH_LENGTH);

/**
 * A document patch (`patch.ts`) as it arrives from outside the running code (an autosave on the
 * server, a copy kept in the browser): `value` is required for replace and add.
 */
export const documentPatchSchema: z.ZodType<DocumentPatch> = z.discriminatedUnion('op', [
  z.object({ op: z.literal('replace'), path: pathSchema, value: z.unknown() }),
  z.object({ op: z.literal('add'), path: pathSchema, value: z.unknown() }),
  z.object({ op: z.literal('remove'), path: pathSchema }),
]);
