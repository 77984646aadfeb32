import { isSameValue } from './sameValue';

/**
 * The fields of `patch` that would change `current`: fields holding `undefined`, fields named in
 * `ignore` and fields equal to the current value ({@link isSameValue}) are left out. An empty
 * answer means the write is a no-op.
 * @param current - the stored record
 * @param patch - the wanted changes
 * @param ignore - keys never written (ids, kinds)
 */
export function changedFields<T extends object>(current: T, patch: Partial<T>, ignore: readonly string[] = []): Partial<T> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || ignore.includes(key)) continue;
    if (!isSameValue((current as Record<string, unknown>)[key], value)) changes[key] = value;
  }
  return changes as Partial<T>;
}
