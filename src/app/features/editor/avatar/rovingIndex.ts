/**
 * Where focus goes in a row of `count` items from `index` on a key: arrows move by one (stopping
 * at the ends), Home and End jump to the ends; null for any other key.
 */
export function rovingIndex(index: number, key: string, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(count - 1, index + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
