import type { PhonemeTiming, WordTiming } from '../../../scene/speech/speechTimings.ts';

/** A Scheme string literal holding `text`: backslashes and double quotes escaped, so text never becomes code. */
export function schemeString(text: string): string {
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/**
 * The Festival script that speaks `text` with a voice, saves the wave and prints the utterance's
 * segments (`S name end`) and words (`W name start end`), times in seconds.
 * @param voice - a Festival voice function name from our catalogue (`cmu_us_slt_arctic_hts`)
 * @param rate - speaking rate, 1 = normal (the HTS engine's `-r` speed factor)
 */
export function festivalScript(options: { text: string; voice: string; rate: number; wavPath: string }): string {
  if (!/^[a-z0-9_]+$/.test(options.voice)) throw new Error(`not a Festival voice name: ${options.voice}`);
  return [
    `(voice_${options.voice})`,
    options.rate === 1 ? '' : `(set! hts_engine_params (append hts_engine_params (list (list "-r" ${options.rate.toFixed(3)}))))`,
    `(set! utt (utt.synth (Utterance Text ${schemeString(options.text)})))`,
    `(utt.save.wave utt ${schemeString(options.wavPath)} 'riff)`,
    `(mapcar (lambda (s) (format t "S %s %f\\n" (item.name s) (item.feat s "end"))) (utt.relation.items utt 'Segment))`,
    `(mapcar (lambda (w) (format t "W %s %f %f\\n" (item.name w) (item.feat w "word_start") (item.feat w "word_end"))) (utt.relation.items utt 'Word))`,
    '',
  ].join('\n');
}

/** Reads the segments and words that {@link festivalScript} printed; each segment starts where the previous one ended. */
export function parseFestivalOutput(output: string): { phonemes: PhonemeTiming[]; words: WordTiming[] } {
  const phonemes: PhonemeTiming[] = [];
  const words: WordTiming[] = [];
  for (const line of output.split('\n')) {
    const segment = /^S (\S+) ([\d.]+)$/.exec(line);
    if (segment) {
      phonemes.push({ phoneme: segment[1]!, start: phonemes.at(-1)?.end ?? 0, end: Number(segment[2]) });
      continue;
    }
    const word = /^W (.+) ([\d.]+) ([\d.]+)$/.exec(line);
    if (word) words.push({ word: word[1]!, start: Number(word[2]), end: Number(word[3]) });
  }
  return { phonemes, words };
}
