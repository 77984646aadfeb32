import fs from 'node:fs/promises';

/** A file written piece by piece at given byte positions (an MP4 being muxed patches earlier bytes). */
export type StreamFile = { write(data: Buffer, position: number): Promise<void>; close(): Promise<{ size: number }> };

/** Creates (or empties) the file at `filePath` for positioned writes. */
export async function openStreamFile(filePath: string): Promise<StreamFile> {
  const handle = await fs.open(filePath, 'w');
  let size = 0;
  return {
    async write(data, position) {
      await handle.write(data, 0, data.byteLength, position);
      size = Math.max(size, position + data.byteLength);
    },
    async close() {
      await handle.close();
      return { size };
    },
  };
}
