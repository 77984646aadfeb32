import type { MergeTagPair } from '../../../scene/mergeTags';

/** The CSV column of each merge tag, by its index (0 the first); null where none is chosen yet. */
export type ColumnMatch = Record<string, number | null>;

/** A header or tag name as matching compares it: lower case, without spaces, underscores or dashes ("First Name", "first_name" and "FIRST-NAME" all read "firstname"). */
export function columnKey(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}

/** Other headers an e-mail tag's column often has ("Email Address", "Mail"). */
const EMAIL_HEADER_KEYS = ['emailaddress', 'mail', 'mailaddress'];

/** The keys of the headers that name a tag's column, the best first: its own, then for an e-mail tag the usual e-mail headers. */
function keysOf([name, inputType]: MergeTagPair): string[] {
  return inputType === 'email' ? [columnKey(name), ...EMAIL_HEADER_KEYS] : [columnKey(name)];
}

/**
 * Match Column's first guess (spec 002 §4 "The user maps columns"): each merge tag gets the first
 * CSV column whose header resembles it (see {@link columnKey}; the tag's own name before the usual
 * e-mail headers), a column for at most one tag; tags without one stay null for the user to choose.
 * @param tags - the video's merge tags (`allMergeTag`, e-mail included)
 * @param headers - the CSV's header row
 */
export function matchColumns(tags: readonly MergeTagPair[], headers: readonly string[]): ColumnMatch {
  const taken = new Set<number>();
  const keys = headers.map(columnKey);
  const match: ColumnMatch = {};
  for (const tag of tags) {
    const column = keysOf(tag)
      .map((wanted) => keys.findIndex((key, index) => key === wanted && !taken.has(index)))
      .find((index) => index !== -1);
    match[tag[0]] = column ?? null;
    if (column !== undefined) taken.add(column);
  }
  return match;
}

/** The validate call's `mergeTagMap` once every tag has a column (spec 002 §5: Validate is enabled only then); null before. */
export function completeTagMap(match: ColumnMatch): Record<string, number> | null {
  const entries = Object.entries(match);
  return entries.every((entry): entry is [string, number] => entry[1] !== null) ? Object.fromEntries(entries) : null;
}
