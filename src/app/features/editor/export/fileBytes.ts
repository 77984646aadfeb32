/**
 * A file assembled in memory from pieces written at byte positions, as mediabunny's stream target
 * hands them out: mostly one after another, sometimes over earlier bytes (a box size patched when
 * the box is done). Room grows by doubling, so appending stays cheap.
 */
export class FileBytes {
  private buffer = new Uint8Array(1 << 20);
  private length = 0;

  /** Writes `data` at byte `position`, over what is there and past the end. */
  write(position: number, data: Uint8Array): void {
    const end = position + data.byteLength;
    if (end > this.buffer.byteLength) {
      let room = this.buffer.byteLength;
      while (room < end) room *= 2;
      const grown = new Uint8Array(room);
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    this.buffer.set(data, position);
    this.length = Math.max(this.length, end);
  }

  /** The file so far (a view, not a copy). */
  bytes(): Uint8Array<ArrayBuffer> {
    return this.buffer.subarray(0, this.length);
  }
}
