import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinSoundPieces } from './joinSoundPieces.ts';

let folder: string;
beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sound-join-'));
});
afterAll(() => fs.rm(folder, { recursive: true, force: true }));

/** Writes stereo samples (left, right, left, …) as a piece file. */
async function samplesFile(name: string, values: number[]) {
  const file = path.join(folder, name);
  await fs.writeFile(file, new Uint8Array(Float32Array.from(values).buffer));
  return file;
}

const read = async (file: string) => [...new Float32Array(new Uint8Array(await fs.readFile(file)).buffer)];

describe('joinSoundPieces', () => {
  it('lays the pieces end to end, copying their samples exactly, with silence for a piece without a file', async () => {
    const first = [0.1, -0.1, 0.25, -0.25];
    const third = [1 / 3, 2 / 3, -1 / 7, 1e-9, 0.5, 1.5];
    const output = path.join(folder, 'track.f32');
    await joinSoundPieces(
      [
        { at: 0, samples: 2, file: await samplesFile('first.f32', first) },
        { at: 2, samples: 1, file: null },
        { at: 3, samples: 3, file: await samplesFile('third.f32', third) },
      ],
      null,
      6,
      output,
    );
    expect(await read(output)).toEqual([...Float32Array.from([...first, 0, 0, ...third])]);
  });

  it('adds the bed under every piece, sample by sample, as a float32 sum', async () => {
    const bed = [0.5, 0.5, 0.25, 0.25, 0.125, 0.125];
    const piece = [0.1, 0.2];
    const output = path.join(folder, 'bedded.f32');
    await joinSoundPieces(
      [
        { at: 0, samples: 2, file: null },
        { at: 2, samples: 1, file: await samplesFile('over.f32', piece) },
      ],
      await samplesFile('bed.f32', bed),
      3,
      output,
    );
    expect(await read(output)).toEqual([0.5, 0.5, 0.25, 0.25, Math.fround(0.125 + Math.fround(0.1)), Math.fround(0.125 + Math.fround(0.2))]);
  });

  it('writes only the samples of a range, at their places in the track, from the pieces that reach into it', async () => {
    const second = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6];
    const output = path.join(folder, 'range.f32');
    await joinSoundPieces(
      [
        { at: 2, samples: 3, file: await samplesFile('second.f32', second) },
        { at: 5, samples: 3, file: null },
      ],
      null,
      9,
      output,
      { from: 3, to: 6 },
    );
    // Samples 0 to 2 are a hole (silence); 3 and 4 come from the piece at 2, 5 is silence.
    expect(await read(output)).toEqual([0, 0, 0, 0, 0, 0, ...Float32Array.from([0.3, 0.4, 0.5, 0.6]), 0, 0]);
    await expect(joinSoundPieces([{ at: 4, samples: 2, file: null }], null, 9, output, { from: 3, to: 6 })).rejects.toThrow('start at sample 4, after sample 3');
  });

  it('refuses pieces that leave a gap, overlap, miss the end, or whose file holds another length', async () => {
    const two = await samplesFile('two.f32', [0, 0, 0, 0]);
    const output = path.join(folder, 'broken.f32');
    await expect(
      joinSoundPieces(
        [
          { at: 0, samples: 2, file: two },
          { at: 3, samples: 1, file: null },
        ],
        null,
        4,
        output,
      ),
    ).rejects.toThrow('does not start where the one before ends (2)');
    await expect(joinSoundPieces([{ at: 0, samples: 2, file: two }], null, 3, output)).rejects.toThrow('end at sample 2, before sample 3');
    await expect(joinSoundPieces([{ at: 0, samples: 3, file: two }], null, 3, output)).rejects.toThrow('holds 2 samples, not 3');
    await expect(joinSoundPieces([{ at: 0, samples: 3, file: null }], two, 3, output)).rejects.toThrow('holds 2 samples, not 3');
  });
});
