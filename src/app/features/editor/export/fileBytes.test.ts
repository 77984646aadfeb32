import { describe, expect, it } from 'vitest';
import { FileBytes } from './fileBytes';

describe('FileBytes', () => {
  it('appends pieces one after another', () => {
    const file = new FileBytes();
    file.write(0, Uint8Array.of(1, 2, 3));
    file.write(3, Uint8Array.of(4, 5));
    expect([...file.bytes()]).toEqual([1, 2, 3, 4, 5]);
  });

  it('writes over earlier bytes without changing the length', () => {
    const file = new FileBytes();
    file.write(0, Uint8Array.of(0, 0, 0, 0, 9, 9));
    file.write(0, Uint8Array.of(0, 0, 0, 6));
    expect([...file.bytes()]).toEqual([0, 0, 0, 6, 9, 9]);
  });

  it('grows past its first megabyte and keeps what was written', () => {
    const file = new FileBytes();
    file.write(0, Uint8Array.of(7));
    file.write((1 << 20) * 3, Uint8Array.of(8));
    const bytes = file.bytes();
    expect(bytes.byteLength).toBe((1 << 20) * 3 + 1);
    expect([bytes[0], bytes[1], bytes.at(-1)]).toEqual([7, 0, 8]);
  });
});
