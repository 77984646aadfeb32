/** How long a public link's lookup is reused: the views of a link within it cost no database work. */
export const PUBLIC_LINK_TTL_MS = 1000;

/** The most lookups kept; past it the oldest goes first. */
const MAX_LOOKUPS = 10_000;

/** Lookups of public links by token, each reused for a short while. */
export type PublicLinkCache<T> = {
  /** The lookup of `token`: a recent one (also while it is still on its way), else a new one. */
  lookUp(token: string): Promise<T>;
  /** Forgets every lookup (after a change made through the API, so this process shows it at once). */
  clear(): void;
};

/**
 * Reuses `find`'s answer for a token for `ttlMs`: a busy link's page is drawn from memory. A change
 * made through this process's API clears it (`clear`); one made elsewhere (another API process, a
 * render finishing in a worker) shows within `ttlMs`. A failed lookup is not kept.
 */
export function createPublicLinkCache<T>(find: (token: string) => Promise<T>, ttlMs = PUBLIC_LINK_TTL_MS, now = Date.now): PublicLinkCache<T> {
  let lookups = new Map<string, { answer: Promise<T>; until: number }>();
  return {
    lookUp(token) {
      const kept = lookups.get(token);
      if (kept && kept.until > now()) return kept.answer;
      lookups.delete(token);
      if (lookups.size >= MAX_LOOKUPS) lookups.delete(lookups.keys().next().value!);
      const entry = { answer: find(token), until: now() + ttlMs };
      lookups.set(token, entry);
      entry.answer.catch(() => {
        if (lookups.get(token) === entry) lookups.delete(token);
      });
      return entry.answer;
    },
    clear() {
      lookups = new Map();
    },
  };
}
