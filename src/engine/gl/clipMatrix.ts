import type { Affine } from '../timeline/drawList';

/** Unit square -> canvas px (affine) -> clip space, as a column-major mat3. */
export function clipMatrix(matrix: Affine, width: number, height: number): Float32Array {
  const [a, b, c, d, e, f] = matrix;
  return new Float32Array([(2 * a) / width, (-2 * b) / height, 0, (2 * c) / width, (-2 * d) / height, 0, (2 * e) / width - 1, (-2 * f) / height + 1, 1]);
}
