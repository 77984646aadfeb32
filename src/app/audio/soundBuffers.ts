/**
 * The decoded sound of each file, by address: fetched and decoded once (`decodeAudioData` reads
 * WAV, MP3, and the sound track of MP4 and WebM videos in Chromium). A file that cannot be fetched
 * or has no sound (a video without an audio track) decodes to null and stays silent; `failed()`
 * says why.
 */
export class SoundBuffers {
  private decoding = new Map<string, Promise<AudioBuffer | null>>();
  private decoded = new Map<string, AudioBuffer | null>();
  private failures = new Map<string, string>();

  constructor(private context: BaseAudioContext) {}

  /** The decoded sound of `src`, decoding it on the first call. */
  load(src: string): Promise<AudioBuffer | null> {
    let pending = this.decoding.get(src);
    if (!pending) {
      pending = this.decode(src);
      this.decoding.set(src, pending);
    }
    return pending;
  }

  /** The decoded sound if decoding has finished (null: silent); undefined while it has not. */
  peek(src: string): AudioBuffer | null | undefined {
    return this.decoded.get(src);
  }

  /** Forgets every file but `sources` (the sounds of the current plan), so memory follows the project. */
  keepOnly(sources: ReadonlySet<string>): void {
    for (const map of [this.decoding, this.decoded, this.failures]) {
      for (const src of map.keys()) if (!sources.has(src)) map.delete(src);
    }
  }

  /** Files that stay silent, with the reason. */
  failed(): Record<string, string> {
    return Object.fromEntries(this.failures);
  }

  private async decode(src: string): Promise<AudioBuffer | null> {
    let buffer: AudioBuffer | null = null;
    let failure: string | null = null;
    try {
      const response = await fetch(src);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      buffer = await this.context.decodeAudioData(await response.arrayBuffer());
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    // Forgotten meanwhile (`keepOnly`): answer the caller, keep nothing.
    if (!this.decoding.has(src)) return buffer;
    this.decoded.set(src, buffer);
    if (failure) this.failures.set(src, failure);
    return buffer;
  }
}
