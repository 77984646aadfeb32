// A child process that runs espeak-ng (WebAssembly) for the espeak provider: synthesis blocks the
// thread it runs on, so it never runs in the server's own. Requests come over IPC one at a time;
// each writes a WAV file and answers with the synthesis events.
import fs from 'node:fs';
import initialize from '@echogarden/espeak-ng-emscripten';
import type { EspeakEvent } from './espeakEvents.ts';
import { encodeWav } from './wavFile.ts';

/** A synthesis request from the provider. */
export type EspeakRequest = { id: number; text: string; voice: string; wordsPerMinute: number; wavPath: string };

/** The answer: the events and sample rate, or why it failed. */
export type EspeakAnswer = { id: number; events: EspeakEvent[]; sampleRate: number } | { id: number; error: string };

const engine = initialize().then((module) => new module.eSpeakNGWorker());

process.on('message', async (request: EspeakRequest) => {
  const answer = (message: EspeakAnswer) => process.send?.(message);
  try {
    const synthesiser = await engine;
    if (synthesiser.set_voice(request.voice) !== 0) throw new Error(`unknown espeak-ng voice ${request.voice}`);
    synthesiser.set_rate(request.wordsPerMinute);
    const chunks: Int16Array[] = [];
    const events: EspeakEvent[] = [];
    synthesiser.synthesize(request.text, (samples, chunkEvents) => {
      // The samples are a view into WebAssembly memory that the next chunk overwrites.
      if (samples && samples.length > 0) chunks.push(samples.slice());
      for (const event of chunkEvents) {
        events.push({ type: event.type, audio_position: event.audio_position, text_position: event.text_position, word_length: event.word_length, id: event.id ?? null });
      }
    });
    const all = new Int16Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      all.set(chunk, offset);
      offset += chunk.length;
    }
    fs.writeFileSync(request.wavPath, encodeWav(all, synthesiser.samplerate));
    answer({ id: request.id, events, sampleRate: synthesiser.samplerate });
  } catch (error) {
    answer({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
});
