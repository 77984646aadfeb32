import { describe, expect, it } from 'vitest';
import { createEspeakProvider } from './espeakProvider';
import { createFestivalProvider } from './festivalProvider';
import { createFliteProvider } from './fliteProvider';
import type { SpeechProvider } from './speechProvider';
import type { SpeechService } from './speechService';
import { createVoiceCatalogue } from './voiceCatalogue';
import { prepareVoiceSamples, samplePreparationOrder } from './voiceSamples';

/** A cloud provider with one English voice, never asked to speak here. */
const cloud: SpeechProvider = {
  id: 'cloud',
  version: 'test',
  voices: () => [{ id: 'cloud-nova', name: 'Nora', gender: 'female', languageCode: 'en-US', engineVoice: 'nova' }],
  synthesize: () => Promise.reject(new Error('not here')),
  close: async () => {},
};

const catalogue = createVoiceCatalogue([createFestivalProvider(), createFliteProvider(), cloud, createEspeakProvider()]);

/** A speech service that only records the samples asked for; `fails` names voices whose sample fails. */
function recordingService(fails: string[] = []) {
  const asked: string[] = [];
  const service = {
    catalogue,
    voiceSample: async (voiceId: string) => {
      asked.push(voiceId);
      if (fails.includes(voiceId)) throw new Error('no sample');
      return { file: `${voiceId}.m4a`, duration: 2, visemes: [], words: [], boxes: [] };
    },
  } as unknown as SpeechService;
  return { service, asked };
}

describe('samplePreparationOrder', () => {
  it("takes Cora first, then the rest of English, United States, then every other language's offline voices", () => {
    const order = samplePreparationOrder(catalogue).map((voice) => voice.id);
    expect(order.slice(0, 7)).toEqual(['festival-slt', 'flite-slt', 'flite-rms', 'flite-awb', 'flite-kal16', 'espeak-en-us-f', 'espeak-en-us-m']);
    expect(order).not.toContain('cloud-nova');
    expect(order).toHaveLength(catalogue.voices.length - 1);
    expect(new Set(order).size).toBe(order.length);
    expect(order.indexOf('espeak-de-de-f')).toBe(order.indexOf('espeak-de-de-m') - 1);
  });
});

describe('prepareVoiceSamples', () => {
  it('makes every sample one after the other, reporting and skipping failures', async () => {
    const { service, asked } = recordingService(['flite-rms']);
    const failed: string[] = [];
    const preparation = prepareVoiceSamples(service, (voice) => failed.push(voice.id));
    expect(await preparation.prepared('espeak-de-de-m')).toBe(true);
    expect(await preparation.prepared('festival-slt')).toBe(true);
    expect(await preparation.prepared('flite-rms')).toBe(false);
    expect(await preparation.prepared('cloud-nova')).toBe(false);
    const order = samplePreparationOrder(catalogue).map((voice) => voice.id);
    expect(await preparation.prepared(order.at(-1)!)).toBe(true);
    expect(asked).toEqual(order);
    expect(failed).toEqual(['flite-rms']);
  });

  it('stops after the sample being made; the voices not reached are not prepared', async () => {
    const { service, asked } = recordingService();
    const preparation = prepareVoiceSamples(service, () => {});
    await preparation.stop();
    expect(asked).toEqual(['festival-slt']);
    expect(await preparation.prepared('festival-slt')).toBe(true);
    expect(await preparation.prepared('espeak-de-de-m')).toBe(false);
  });

  it('does not report the sample that the stop cut short (the server closing stops its synthesis)', async () => {
    const { service } = recordingService(['festival-slt']);
    const failed: string[] = [];
    const preparation = prepareVoiceSamples(service, (voice) => failed.push(voice.id));
    await preparation.stop();
    expect(failed).toEqual([]);
    expect(await preparation.prepared('festival-slt')).toBe(false);
  });
});
