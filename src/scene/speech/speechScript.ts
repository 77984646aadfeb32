import { DEFAULT_MERGE_FALLBACKS, fillMergeTags } from '../mergeTags';

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
 * The words a voice says for a speech box script: each merge tag takes its value (a contact's, or
 * the project's fallback), else its default fallback (`{{first_name}}` → "there"), else nothing,
 * so a tag is never spelled out as braces. Whitespace runs become one space; the result is cut to
 * {@link SPEECH_TEXT_MAX_LENGTH}.
 * @param text - the box's script with merge tags
 * @param values - merge values, winning over the default fallbacks
 */
export function spokenText(text: string, values: Readonly<Record<string, string>> = {}): string {
  const filled = fillMergeTags(text, { ...DEFAULT_MERGE_FALLBACKS, ...values });
  return cutSpeechText(filled.replace(/\s+/g, ' ').trim());
}
