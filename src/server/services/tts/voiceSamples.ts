import type { SpeechService } from './speechService.ts';
import type { CatalogueVoice, VoiceCatalogue } from './voiceCatalogue.ts';

/**
 * The voices whose samples are prepared, in order: the default language's voices (Cora first),
 * then every other language's in catalogue order. Cloud voices are left to their first request:
 * each of their syntheses is a paid call to a remote service.
 */
export function samplePreparationOrder(catalogue: VoiceCatalogue): CatalogueVoice[] {
  const shipped = catalogue.voices.filter((voice) => voice.provider.id !== 'cloud');
  const isDefaultLanguage = (voice: CatalogueVoice) => voice.language.id === catalogue.defaultVoice.language.id;
  const first = [catalogue.defaultVoice, ...shipped.filter((voice) => isDefaultLanguage(voice) && voice !== catalogue.defaultVoice)];
  return [...first, ...shipped.filter((voice) => !isDefaultLanguage(voice))];
}

/** The background preparation of the voice samples. */
export type SamplePreparation = {
  /** Resolves true once the voice's sample is stored; false when it failed, is not prepared, or preparation stopped first. */
  prepared(voiceId: string): Promise<boolean>;
  /** Stops after the sample being made; resolves when that one is done. */
  stop(): Promise<void>;
};

/**
 * Makes the samples of the shipped voices ({@link samplePreparationOrder}) one after the other, in
 * the background, through the speech service, which stores them like any scene's speech (a sample
 * already stored costs a cache lookup: a restart redoes nothing). One at a time, so that at most
 * one core works on samples while customers' speech has the others. A sample not prepared yet is
 * made on its first request, as before. A failed sample is reported and skipped.
 */
export function prepareVoiceSamples(service: SpeechService, onError: (voice: CatalogueVoice, error: unknown) => void): SamplePreparation {
  const voices = samplePreparationOrder(service.catalogue);
  const settle = new Map<string, (isPrepared: boolean) => void>();
  const outcomes = new Map(voices.map((voice) => [voice.id, new Promise<boolean>((resolve) => settle.set(voice.id, resolve))]));
  let isStopped = false;
  const running = (async () => {
    for (const voice of voices) {
      if (isStopped) break;
      const isDone = await service.voiceSample(voice.id).then(
        () => true,
        (error: unknown) => {
          // A synthesis cut short by the stop (the server closing) is no failure to report.
          if (!isStopped) onError(voice, error);
          return false;
        },
      );
      settle.get(voice.id)!(isDone);
    }
    // Voices not reached (stopped) are not prepared; settling an outcome again changes nothing.
    for (const resolve of settle.values()) resolve(false);
  })();

  return {
    prepared: (voiceId) => outcomes.get(voiceId) ?? Promise.resolve(false),
    stop() {
      isStopped = true;
      return running;
    },
  };
}
