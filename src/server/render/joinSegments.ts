import { ADTS, EncodedAudioPacketSource, EncodedPacketSink, EncodedVideoPacketSource, FilePathSource, FilePathTarget, Input, MP4, Mp4OutputFormat, Output } from 'mediabunny';
import { FPS } from '../../scene/time.ts';

/** One rendered segment: an MP4 of H.264 video only, and how many frames of it to take. */
export type SegmentFile = { file: string; frames: number };

/**
 * Samples the AAC encoder of sound tracks (ffmpeg's, `encodeSoundChunks`) puts before the sound (its
 * priming, `initial_padding`). The track's first packet is stamped 0, so the join moves the sound
 * back by this much; the MP4's edit list hides the priming from players.
 */
export const AAC_PRIMING_SAMPLES = 1024;

/** The segments' H.264 parameters differ, so they cannot share one track without re-encoding. */
export class SegmentMismatchError extends Error {
  readonly code = 'SEGMENT_MISMATCH';
}

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array | undefined) => a?.length === b?.length && (a ?? []).every((value, index) => value === b?.[index]);

const openMp4 = (file: string) => new Input({ source: new FilePathSource(file), formats: [MP4] });
const openAdts = (file: string) => new Input({ source: new FilePathSource(file), formats: [ADTS] });

/**
 * Joins rendered segments into one MP4 at `output` by copying their packets (no re-encoding):
 * segment after segment on one H.264 track, each frame on the whole-frame time of its place in
 * the video (frame N at N / 25 s), and the sound track of `audio` (AAC as ADTS, its packets stamped
 * from 0: the sound tracks `encodeSoundPieces` makes; the headers are dropped) moved back by its
 * encoder priming and cut after the last frame, so the file lasts exactly its frames. The index
 * (moov) is reserved at the start of the file, so it plays while it downloads.
 * @returns frames written and the video's length, seconds
 */
export async function joinSegments(segments: readonly SegmentFile[], audio: string | null, output: string): Promise<{ frames: number; duration: number }> {
  const frames = segments.reduce((sum, segment) => sum + segment.frames, 0);
  const duration = frames / FPS;
  const muxer = new Output({ format: new Mp4OutputFormat({ fastStart: 'reserve' }), target: new FilePathTarget(output) });
  const video = new EncodedVideoPacketSource('avc');
  muxer.addVideoTrack(video, { frameRate: FPS, maximumPacketCount: frames });
  const soundInput = audio ? openAdts(audio) : null;
  const soundTrack = await soundInput?.getPrimaryAudioTrack();
  const sound = soundTrack ? new EncodedAudioPacketSource('aac') : null;
  if (sound && soundTrack) muxer.addAudioTrack(sound, { maximumPacketCount: (await soundTrack.computePacketStats()).packetCount });
  await muxer.start();
  try {
    let description: Uint8Array | undefined;
    let offset = 0;
    for (const [index, segment] of segments.entries()) {
      const input = openMp4(segment.file);
      try {
        const track = await input.getPrimaryVideoTrack();
        if (!track) throw new SegmentMismatchError(`segment ${index} has no video track`);
        const config = await track.getDecoderConfig();
        if (!config) throw new SegmentMismatchError(`segment ${index} has no decoder configuration`);
        const bytes = config.description ? new Uint8Array(config.description as ArrayBuffer) : undefined;
        if (index > 0 && !sameBytes(description, bytes)) throw new SegmentMismatchError(`segment ${index} was encoded with other H.264 parameters than segment 0`);
        description = bytes;
        let taken = 0;
        for await (const packet of new EncodedPacketSink(track).packets()) {
          if (taken === segment.frames) break;
          const frame = offset + Math.round(packet.timestamp * FPS);
          await video.add(packet.clone({ timestamp: frame / FPS, duration: 1 / FPS }), index === 0 && taken === 0 ? { decoderConfig: config } : undefined);
          taken++;
        }
        if (taken !== segment.frames) throw new SegmentMismatchError(`segment ${index} holds ${taken} frames, not ${segment.frames}`);
      } finally {
        input.dispose();
      }
      offset += segment.frames;
    }
    if (sound && soundTrack) {
      const priming = AAC_PRIMING_SAMPLES / soundTrack.sampleRate;
      const config = await soundTrack.getDecoderConfig();
      let first = true;
      for await (const packet of new EncodedPacketSink(soundTrack).packets()) {
        const timestamp = packet.timestamp - priming;
        if (timestamp >= duration) break;
        await sound.add(packet.clone({ timestamp }), first && config ? { decoderConfig: config } : undefined);
        first = false;
      }
    }
    await muxer.finalize();
  } catch (error) {
    await muxer.cancel();
    throw error;
  } finally {
    soundInput?.dispose();
  }
  return { frames, duration };
}
