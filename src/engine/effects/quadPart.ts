/**
 * The part of the layer's box a drawn quad covers (x, y, width, height in the box's unit square),
 * read back from the two clip matrices (the quad may be shrunk to painted content or an animation
 * clip); the whole box when the box is degenerate.
 */
export function quadPartOf(box: Float32Array, drawn: Float32Array): Float32Array {
  const [a, b, , c, d, , e, f] = box;
  const det = a! * d! - b! * c!;
  if (Math.abs(det) < 1e-12) return new Float32Array([0, 0, 1, 1]);
  const solve = (x: number, y: number) => [(d! * x - c! * y) / det, (a! * y - b! * x) / det] as const;
  const [x, y] = solve(drawn[6]! - e!, drawn[7]! - f!);
  const [width] = solve(drawn[0]!, drawn[1]!);
  const [, height] = solve(drawn[3]!, drawn[4]!);
  return new Float32Array([x, y, width, height]);
}
