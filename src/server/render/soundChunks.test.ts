import { describe, expect, it } from 'vitest';
import { AAC_PACKET_SAMPLES, CHUNK_PACKETS, KEY_LEAD_IN_PACKETS, RUN_LEAD_IN_PACKETS, soundChunks, soundRuns, TAIL_PACKETS } from './soundChunks.ts';

const K = CHUNK_PACKETS;
const at = (packet: number) => packet * AAC_PACKET_SAMPLES;

describe('soundChunks', () => {
  it('cuts a track into chunks of whole packets, each depending on the samples from its lead-in to its tail, the last to the end', () => {
    const samples = 60 * 48_000;
    const chunks = soundChunks(samples);
    // 2,814 packets (2,813 of sound and the priming) make 14 chunks; the last takes the rest.
    expect(chunks).toHaveLength(14);
    expect(chunks[0]).toEqual({ first: 0, packets: K, from: 0, to: at(K + TAIL_PACKETS) });
    expect(chunks[1]).toEqual({ first: K, packets: K, from: at(K - KEY_LEAD_IN_PACKETS), to: at(2 * K + TAIL_PACKETS) });
    expect(chunks.at(-1)).toEqual({ first: 13 * K, packets: null, from: at(13 * K - KEY_LEAD_IN_PACKETS), to: samples });
    // Back to back: each chunk starts where the one before ends.
    chunks.slice(1).forEach((chunk, index) => expect(chunk.first).toBe(chunks[index]!.first + chunks[index]!.packets!));
  });

  it('makes one chunk of a track shorter than two chunks', () => {
    expect(soundChunks(1920)).toEqual([{ first: 0, packets: null, from: 0, to: 1920 }]);
    expect(soundChunks(at(2 * K - 2))).toHaveLength(1);
    expect(soundChunks(at(2 * K - 1))).toHaveLength(2);
  });

  it('keeps a chunk’s samples where they are when the track grows after it', () => {
    const [first, second] = soundChunks(20 * 48_000);
    expect(soundChunks(30 * 48_000).slice(0, 2)).toEqual([first, second]);
  });
});

describe('soundRuns', () => {
  it('groups neighbouring chunks into one run, read from its lead-in (none at the track’s start) to its last chunk’s tail', () => {
    const chunks = soundChunks(60 * 48_000);
    const runs = soundRuns([chunks[0]!, chunks[1]!, chunks[5]!, chunks[6]!, chunks[13]!]);
    expect(runs.map((run) => run.chunks.map((chunk) => chunk.first / K))).toEqual([[0, 1], [5, 6], [13]]);
    expect(runs[0]).toMatchObject({ from: 0, to: chunks[1]!.to, skip: 0 });
    expect(runs[1]).toMatchObject({ from: at(5 * K - RUN_LEAD_IN_PACKETS), to: chunks[6]!.to, skip: RUN_LEAD_IN_PACKETS });
    expect(runs[2]).toMatchObject({ to: 60 * 48_000, skip: RUN_LEAD_IN_PACKETS });
    expect(soundRuns([])).toEqual([]);
  });
});
