import type { z } from 'zod';
import { SceneOpError } from './SceneOpError';

/**
 * Checks a value an op is about to store against its schema; the value itself is stored, not the
 * parser's output, so nothing else changes.
 * @param schema - the schema of the stored value
 * @param value - the value to check
 * @param where - the value's name in the message (`title`, `elements.title`)
 * @throws SceneOpError `INVALID_VALUE` naming the first offending field (`title.opacity: Too big: expected number to be <=1`)
 */
export function assertValid(schema: z.ZodType, value: unknown, where: string): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  const issue = result.error.issues[0];
  const path = [where, ...(issue?.path ?? []).map(String)].join('.');
  throw new SceneOpError('INVALID_VALUE', `${path}: ${issue?.message ?? 'invalid'}`);
}
