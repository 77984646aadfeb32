import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEspeakProvider } from './espeakProvider';
import { readWavInfo } from './wavFile';

const provider = createEspeakProvider();
afterAll(() => provider.close());

describe('the espeak-ng provider', () => {
  it('knows every voice of the language table (each says its name)', async () => {
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'espeak-test-'));
    try {
      for (const voice of provider.voices()) {
        const synthesis = await provider.synthesize(voice.name, voice, { rate: 1 }, workDir);
        expect(readWavInfo(await fs.readFile(synthesis.audioPath)).duration, voice.id).toBeGreaterThan(0.1);
        expect(synthesis.phonemes.length, voice.id).toBeGreaterThan(0);
      }
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('speaks faster at a higher rate, with IPA timings inside the audio', async () => {
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'espeak-test-'));
    try {
      const voice = provider.voices().find((entry) => entry.id === 'espeak-de-de-f')!;
      const normal = await provider.synthesize('Guten Morgen, wie geht es Ihnen heute?', voice, { rate: 1 }, workDir);
      const normalLength = readWavInfo(await fs.readFile(normal.audioPath)).duration;
      const fast = await provider.synthesize('Guten Morgen, wie geht es Ihnen heute?', voice, { rate: 2 }, workDir);
      const fastLength = readWavInfo(await fs.readFile(fast.audioPath)).duration;
      expect(fastLength).toBeLessThan(normalLength * 0.7);
      expect(normal.alphabet).toBe('ipa');
      expect(normal.phonemes.at(-1)!.end).toBeLessThanOrEqual(normalLength);
      expect(normal.words.map((word) => word.word)).toEqual(['Guten', 'Morgen', 'wie', 'geht', 'es', 'Ihnen', 'heute']);
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  }, 60_000);
});
