import fs from 'node:fs/promises';
import { MIX_CHANNELS } from '../../scene/soundTrackFormat.ts';

/** Bytes of one sample of the mix: a 32-bit float per channel. */
export const SAMPLE_BYTES = MIX_CHANNELS * Float32Array.BYTES_PER_ELEMENT;

/** Samples joined at a time (512 KiB), so no piece is ever held whole. */
const BLOCK_SAMPLES = 65_536;

/** One piece of a track to join: the sample it starts at, its length, and the file of its mixed samples (raw f32, stereo interleaved), or null for silence. */
export type PieceFile = { at: number; samples: number; file: string | null };

/** Fills `block` from `handle` at byte `position` (a file shorter than that is an error). */
async function readInto(handle: fs.FileHandle, block: Float32Array, position: number) {
  const bytes = new Uint8Array(block.buffer, block.byteOffset, block.byteLength);
  for (let filled = 0; filled < bytes.byteLength;) {
    const { bytesRead } = await handle.read(bytes, filled, bytes.byteLength - filled, position + filled);
    if (bytesRead === 0) throw new Error(`a sound piece ends early, at byte ${position + filled}`);
    filled += bytesRead;
  }
}

/** Opens a file of mixed samples, checking it holds exactly `samples` of them. */
async function openSamples(file: string, samples: number): Promise<fs.FileHandle> {
  const handle = await fs.open(file, 'r');
  const { size } = await handle.stat();
  if (size === samples * SAMPLE_BYTES) return handle;
  await handle.close();
  throw new Error(`${file} holds ${size / SAMPLE_BYTES} samples, not ${samples}`);
}

/** Samples `from` up to `to` (not included) of a track. */
export type SampleRange = { from: number; to: number };

/**
 * Writes samples `range` of a sound track of `samples` samples to `output` (raw f32, stereo
 * interleaved, as the pieces are), each at its place in the track (before `range.from` the file is
 * a hole, read as silence and never stored): the pieces laid end to end, which must cover the
 * range without a gap or an overlap (pieces wholly outside it may be left out), each sample added
 * to the bed's at the same place when there is a bed (a file of the track's length). Adding two
 * floats is the only arithmetic: a piece's samples are copied as they are.
 */
export async function joinSoundPieces(
  pieces: readonly PieceFile[],
  bed: string | null,
  samples: number,
  output: string,
  range: SampleRange = { from: 0, to: samples },
): Promise<void> {
  const bedHandle = bed ? await openSamples(bed, samples) : null;
  const out = await fs.open(output, 'w');
  try {
    let at = pieces[0]?.at ?? range.from;
    if (at > range.from) throw new Error(`the sound pieces start at sample ${at}, after sample ${range.from}`);
    for (const piece of pieces) {
      if (piece.at !== at) throw new Error(`the sound piece at sample ${piece.at} does not start where the one before ends (${at})`);
      const source = piece.file ? await openSamples(piece.file, piece.samples) : null;
      try {
        const end = Math.min(piece.samples, range.to - piece.at);
        for (let done = Math.max(0, range.from - piece.at); done < end; done += BLOCK_SAMPLES) {
          const block = new Float32Array(Math.min(BLOCK_SAMPLES, end - done) * MIX_CHANNELS);
          if (source) await readInto(source, block, done * SAMPLE_BYTES);
          if (bedHandle) {
            const under = new Float32Array(block.length);
            await readInto(bedHandle, under, (at + done) * SAMPLE_BYTES);
            for (let index = 0; index < block.length; index++) block[index]! += under[index]!;
          }
          await out.write(new Uint8Array(block.buffer), 0, block.byteLength, (at + done) * SAMPLE_BYTES);
        }
      } finally {
        await source?.close();
      }
      at += piece.samples;
    }
    if (at < range.to) throw new Error(`the sound pieces end at sample ${at}, before sample ${range.to}`);
  } finally {
    await out.close();
    await bedHandle?.close();
  }
}
