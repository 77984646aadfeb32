import { eq, sql } from 'drizzle-orm';
import { colorSchema } from '../../../scene/schema/primitives.ts';
import type { Database } from '../../db/database.ts';
import { userColors } from '../../db/schema.ts';
import { DomainError } from '../domainError.ts';

/** The most colours kept in My Colors. */
export const MAX_USER_COLORS = 40;

/**
 * Splits a comma-joined colour list at the commas between colours, not those inside `rgb(…)` or
 * `hsl(…)`: "#fff, rgb(1, 2, 3)" is two colours.
 */
export function splitColorList(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * A saved colour list from what the client sends (comma-joined text, or a list): entries trimmed,
 * empty ones skipped (so "" clears the list), each checked as a colour (`colorSchema`: hex, rgb(a),
 * hsl(a) or a keyword), repeats dropped (compared ignoring case and spaces, the first spelling
 * kept), the first {@link MAX_USER_COLORS} kept: the client sends the newest first. Every entry is
 * checked, also those past the limit.
 * @throws DomainError invalid, keyed by `colors`, naming the first entry that is not a colour
 */
export function readColorList(input: string | readonly string[]): string[] {
  const entries = typeof input === 'string' ? splitColorList(input) : input;
  const colors: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const color = entry.trim();
    if (color === '') continue;
    if (!colorSchema.safeParse(color).success) throw new DomainError('invalid', `"${color}" is not a colour.`, { field: 'colors' });
    const key = color.toLowerCase().replace(/\s+/g, '');
    if (seen.has(key)) continue;
    seen.add(key);
    if (colors.length < MAX_USER_COLORS) colors.push(color);
  }
  return colors;
}

/** The user's saved colours, newest first; none until the first save. */
export async function findUserColors(db: Database, userId: number): Promise<string[]> {
  const [row] = await db.select({ colors: userColors.colors }).from(userColors).where(eq(userColors.userId, userId)).limit(1);
  return row?.colors ?? [];
}

/** Replaces the user's saved colours (already read by {@link readColorList}). */
export async function saveUserColors(db: Database, userId: number, colors: string[]): Promise<string[]> {
  await db
    .insert(userColors)
    .values({ userId, colors })
    .onConflictDoUpdate({ target: userColors.userId, set: { colors, updatedAt: sql`now()` } });
  return colors;
}
