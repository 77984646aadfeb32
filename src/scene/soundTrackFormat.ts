/**
 * The format of a video's sound track, wherever it is made (the server's render, the browser's
 * "Export now"): mixed at 48 kHz in stereo, encoded to AAC-LC at 128 kbit/s.
 */

/** Sample rate of the mix: 48 kHz, a whole number of samples per frame at 25 fps (1920) and per millisecond (48). */
export const MIX_SAMPLE_RATE = 48_000;

/** Channels of the mix: stereo. */
export const MIX_CHANNELS = 2;

/** AAC-LC at 128 kbit/s, the usual rate for stereo speech and music. */
export const SOUND_TRACK_BITRATE = 128_000;
