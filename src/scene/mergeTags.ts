/** A piece of text with merge tags: plain text, or a `{{name}}` tag. */
export type MergeTagSegment = { kind: 'text'; text: string } | { kind: 'tag'; name: string; raw: string };

/** `{{`, a name without braces, `}}`. */
const TAG = /\{\{([^{}]*)\}\}/g;

/**
 * Splits text into plain text and merge tags, in order. A tag is `{{name}}`; the name is trimmed
 * and may not be empty or hold braces. Anything else (unclosed `{{`, `{{ }}`, single braces) stays
 * plain text; neighbouring plain text is joined.
 * @param text - speech script or text box content
 */
export function parseMergeTags(text: string): MergeTagSegment[] {
  const segments: MergeTagSegment[] = [];
  const pushText = (piece: string) => {
    if (piece === '') return;
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += piece;
    else segments.push({ kind: 'text', text: piece });
  };
  let position = 0;
  for (const match of text.matchAll(TAG)) {
    const name = (match[1] ?? '').trim();
    if (name === '') continue;
    pushText(text.slice(position, match.index));
    segments.push({ kind: 'tag', name, raw: match[0] });
    position = match.index + match[0].length;
  }
  pushText(text.slice(position));
  return segments;
}

/** The distinct merge tag names in text, in order of first appearance; names are case-sensitive. */
export function mergeTagNames(text: string): string[] {
  const names = parseMergeTags(text).flatMap((segment) => (segment.kind === 'tag' ? [segment.name] : []));
  return [...new Set(names)];
}

/** How a merge tag's value is asked for and checked: a line of text, an e-mail address, a web address, or an image's address. */
export const MERGE_TAG_INPUT_TYPES = ['text', 'email', 'url', 'image'] as const;
export type MergeTagInputType = (typeof MERGE_TAG_INPUT_TYPES)[number];

/** A merge tag as a personalisation form asks for it: [tag label, input type] (spec 002 §3 `allMergeTag`). */
export type MergeTagPair = [name: string, inputType: MergeTagInputType];

/** The tag that identifies the contact of a personalised item: always one of its tags (spec 002 §5, "including {{email}}"). */
export const CONTACT_EMAIL_TAG = 'email';

/** Longest fallback (and contact) value of a merge tag, characters. */
export const MERGE_VALUE_MAX_LENGTH = 200;

/** Longest merge tag name a project can give a fallback, characters. */
export const MERGE_TAG_NAME_MAX_LENGTH = 100;

/**
 * What a tag says when nobody set a value for it, so that a greeting still reads well ("Hi
 * there"). A project's own fallbacks (`doc.mergeTagFallbacks`) come first; a tag with neither
 * says nothing.
 */
export const DEFAULT_MERGE_FALLBACKS: Readonly<Record<string, string>> = {
  first_name: 'there',
  last_name: '',
  email: '',
  company: 'your team',
  job_title: '',
  city: '',
  phone: '',
  website: '',
};

/**
 * Replaces each merge tag with its value. A tag without a value is left out, so that braces are
 * never shown or spoken; give every tag a value (`mergeValuesOf` in mergeFallbacks.ts) first.
 * @param text - text with merge tags
 * @param values - value per tag name (case-sensitive)
 */
export function fillMergeTags(text: string, values: Readonly<Record<string, string>>): string {
  return parseMergeTags(text)
    .map((segment) => (segment.kind === 'text' ? segment.text : Object.hasOwn(values, segment.name) ? values[segment.name]! : ''))
    .join('');
}
