/** The parts of `@echogarden/espeak-ng-emscripten` (espeak-ng compiled to WebAssembly; no types shipped) that we call. */
declare module '@echogarden/espeak-ng-emscripten' {
  /** The synthesiser: one voice and rate at a time; `synthesize` runs synchronously and calls back per audio chunk. */
  export type EspeakWorker = {
    /** 0 when the voice exists. */
    set_voice(name: string): number;
    /** Words per minute (espeak-ng's default is 175). */
    set_rate(wordsPerMinute: number): void;
    readonly samplerate: number;
    synthesize(
      text: string,
      onChunk: (samples: Int16Array | null, events: { type: string; audio_position: number; text_position: number; word_length: number; id?: string | number | null }[]) => void,
    ): void;
  };
  const initialize: () => Promise<{ eSpeakNGWorker: new () => EspeakWorker }>;
  export default initialize;
}
