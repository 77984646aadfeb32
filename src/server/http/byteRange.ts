/**
 * How to answer a request for a file of `size` bytes given its Range header (RFC 9110 §14):
 * the whole file (200), one part of it (206, bytes `start` to `end` inclusive), or nothing (416).
 */
export type RangeAnswer = { status: 200 } | { status: 206; start: number; end: number } | { status: 416 };

const WHOLE: RangeAnswer = { status: 200 };
const UNSATISFIABLE: RangeAnswer = { status: 416 };

/**
 * Reads a `bytes=` Range header with one range (`a-b`, `a-`, or the last n bytes `-n`). A header
 * that is absent, malformed, in other units or asks for several ranges is ignored (the whole file
 * is sent, as the RFC allows); a range that starts past the end cannot be satisfied.
 */
export function byteRange(header: string | undefined, size: number): RangeAnswer {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return WHOLE;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return WHOLE;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return UNSATISFIABLE;
    return { status: 206, start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (last !== '' && end < start) return WHOLE;
  if (start >= size) return UNSATISFIABLE;
  return { status: 206, start, end: Math.min(end, size - 1) };
}
