/**
 * How a video's sound track is cut for encoding: into chunks of whole AAC packets, each keyed by
 * the samples it encodes, so a chunk whose samples did not change (the scenes after a contact's
 * intro) is found again in the render cache, and only the chunks around what changed are encoded
 * again, in runs of neighbours, each run as one encode. Packets stay on one grid: packet 0 of a
 * track holds the encoder's priming and packet p (p ≥ 1) the samples (p − 1)·1024 to p·1024, so
 * packets of runs encoded apart line up as one stream.
 */

/** Samples of one AAC-LC packet. */
export const AAC_PACKET_SAMPLES = 1024;

/** Packets of a chunk (the last takes every packet to the end): about 4 s at 48 kHz. */
export const CHUNK_PACKETS = 188;

/**
 * Packets a chunk's packets depend on before its first: the packet before shares its samples (AAC
 * frames overlap) and the encoder picks window shapes from the sound before. A chunk's key holds
 * them; measured, 4 packets leave a join error under the coding noise.
 */
export const KEY_LEAD_IN_PACKETS = 4;

/** Packets a chunk's packets depend on after its last: the encoder looks ahead before it picks a window. */
export const TAIL_PACKETS = 2;

/**
 * Packets a run that does not start the track encodes before its first and drops: about 4 s, so the
 * encoder's rate control (it aims at the bitrate from the bits spent so far) has settled on the sound
 * there. Measured on music (`encodeSoundChunks.test.ts`): a run started 2 s before its chunk still
 * spends its first second's bits unlike the encode of the whole track (up to 7 dB more noise for
 * 85 ms); from 4 s before, it is within 1.5 dB of it everywhere.
 */
export const RUN_LEAD_IN_PACKETS = 188;

/** One chunk of a track: the packets it holds, and the samples they depend on (what its key is made of). */
export type SoundChunk = {
  /** Its first packet on the track's grid (the first chunk holds packet 0, the priming). */
  first: number;
  /** Packets it holds; null for the last chunk, which holds every packet to the end of the track. */
  packets: number | null;
  /** The track's samples it depends on: from `from` (a packet boundary) up to `to`, not included. */
  from: number;
  to: number;
};

/** Neighbouring chunks encoded as one: the samples the encode reads, and the packets it drops before the first chunk's (its priming and lead-in). */
export type SoundRun<Chunk extends SoundChunk = SoundChunk> = { chunks: Chunk[]; from: number; to: number; skip: number };

const sampleOf = (packet: number) => packet * AAC_PACKET_SAMPLES;

/** The chunks of a track of `samples` samples, in order, together holding every packet of its encode. */
export function soundChunks(samples: number): SoundChunk[] {
  const trackPackets = Math.ceil(samples / AAC_PACKET_SAMPLES) + 1;
  const count = Math.max(1, Math.floor(trackPackets / CHUNK_PACKETS));
  return Array.from({ length: count }, (_, index) => {
    const first = index * CHUNK_PACKETS;
    const isLast = index === count - 1;
    return {
      first,
      packets: isLast ? null : CHUNK_PACKETS,
      from: sampleOf(Math.max(0, first - KEY_LEAD_IN_PACKETS)),
      to: isLast ? samples : Math.min(samples, sampleOf(first + CHUNK_PACKETS + TAIL_PACKETS)),
    };
  });
}

/** Chunks (in track order) grouped into runs of neighbours, each run read from its lead-in to its last chunk's tail. */
export function soundRuns<Chunk extends SoundChunk>(chunks: readonly Chunk[]): SoundRun<Chunk>[] {
  const runs: SoundRun<Chunk>[] = [];
  for (const chunk of chunks) {
    const run = runs.at(-1);
    const last = run?.chunks.at(-1);
    if (run && last?.packets !== null && last && last.first + last.packets === chunk.first) {
      run.chunks.push(chunk);
      run.to = chunk.to;
      continue;
    }
    const start = Math.max(0, chunk.first - RUN_LEAD_IN_PACKETS);
    runs.push({ chunks: [chunk], from: sampleOf(start), to: chunk.to, skip: chunk.first - start });
  }
  return runs;
}
