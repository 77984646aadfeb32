import { MIX_CHANNELS, MIX_SAMPLE_RATE, SOUND_TRACK_BITRATE } from '../../scene/soundTrackFormat.ts';
import { runTool } from '../services/media/runTool.ts';

/** Longest an encode may take: a 10-minute track encodes in seconds. */
const ENCODE_TIMEOUT_MS = 5 * 60_000;

/**
 * Encodes a whole sound track (`pcm`: raw f32, stereo interleaved at `MIX_SAMPLE_RATE`, as
 * `joinSoundPieces` writes it) to an MP4 of AAC-LC at `output`, once, with ffmpeg's own AAC encoder
 * (native: half the CPU of the WebAssembly build the browser's export uses). Without an
 * edit list, so its first packet is stamped 0 and holds the encoder's priming, as
 * `joinSegments` expects (`AAC_PRIMING_SAMPLES`).
 */
export async function encodeSoundTrack(pcm: string, output: string): Promise<void> {
  await runTool(
    'ffmpeg',
    [
      ...['-v', 'error', '-nostdin', '-y'],
      ...['-f', 'f32le', '-ar', String(MIX_SAMPLE_RATE), '-ac', String(MIX_CHANNELS), '-i', pcm],
      ...['-c:a', 'aac', '-b:a', String(SOUND_TRACK_BITRATE), '-use_editlist', '0', '-f', 'mp4', output],
    ],
    { timeoutMs: ENCODE_TIMEOUT_MS },
  );
}
