/**
 * Whether two JSON values are equal: primitives by `Object.is`, lists item by item, records key by
 * key (a key holding `undefined` counts as absent). Used to skip no-op writes.
 * @param a - JSON data
 * @param b - JSON data
 */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => isSameValue(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!isSameValue(left[key], right[key])) return false;
  return true;
}
