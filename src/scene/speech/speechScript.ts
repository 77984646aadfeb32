import { parseMergeTags } from '../mergeTags';
import { sampleValueOf } from '../mergeTagSamples';

/**
 * Longest speech box script, characters (UTF-16 units, as a text input counts them). The spec
 * cuts speech text at a maximum without showing it; 1000 characters is about 65 s of speech, a
 * quarter of the longest avatar video (240 s).
 */
export const SPEECH_TEXT_MAX_LENGTH = 1000;

/** Cuts text to at most `max` characters without splitting a surrogate pair (an emoji). */
export function cutSpeechText(text: string, max = SPEECH_TEXT_MAX_LENGTH): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  const endsInHighSurrogate = code >= 0xd800 && code <= 0xdbff;
  return text.slice(0, endsInHighSurrogate ? max - 1 : max);
}

/**
 * The words a voice says for a speech box script: merge tags take the given value, else their
 * sample (`{{first_name}}` → "Alex"), else their name read as words (`{{favourite_colour}}` →
 * "favourite colour"), so a tag is never spelled out as braces. Whitespace runs become one space;
 * the result is cut to {@link SPEECH_TEXT_MAX_LENGTH}.
 * @param text - the box's script with merge tags
 * @param values - merge values (a contact's), winning over the samples
 */
export function spokenText(text: string, values: Readonly<Record<string, string>> = {}): string {
  const filled = parseMergeTags(text)
    .map((segment) => (segment.kind === 'text' ? segment.text : (sampleValueOf(segment.name, values) ?? segment.name.replaceAll('_', ' '))))
    .join('');
  return cutSpeechText(filled.replace(/\s+/g, ' ').trim());
}
