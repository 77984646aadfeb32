import type { StarterShape } from './starterLibrary';

/**
 * The shapes whose name contains every word of the query (any case). A blank query lists them all:
 * search runs only from one character (spec 000 §5).
 */
export function shapesMatching(shapes: readonly StarterShape[], query: string): StarterShape[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...shapes];
  return shapes.filter((shape) => words.every((word) => shape.name.toLowerCase().includes(word)));
}
