import { describe, expect, it } from 'vitest';
import { createPublicLinkCache } from './publicLinkCache.ts';

/** A cache over a counting lookup and a clock the test moves. */
function countedCache() {
  const clock = { ms: 0 };
  const asked: string[] = [];
  const cache = createPublicLinkCache(
    async (token: string) => {
      asked.push(token);
      if (token === 'broken') throw new Error('database down');
      return `link ${token} #${asked.length}`;
    },
    1000,
    () => clock.ms,
  );
  return { cache, asked, clock };
}

describe('the public link cache', () => {
  it('answers a token from memory within the second, and looks it up again after', async () => {
    const { cache, asked, clock } = countedCache();
    expect(await cache.lookUp('a')).toBe('link a #1');
    clock.ms = 999;
    expect(await cache.lookUp('a')).toBe('link a #1');
    clock.ms = 1000;
    expect(await cache.lookUp('a')).toBe('link a #2');
    expect(asked).toEqual(['a', 'a']);
  });

  it('shares one lookup between requests that arrive while it is on its way', async () => {
    const { cache, asked } = countedCache();
    const answers = await Promise.all([cache.lookUp('a'), cache.lookUp('a'), cache.lookUp('b')]);
    expect(answers).toEqual(['link a #1', 'link a #1', 'link b #2']);
    expect(asked).toEqual(['a', 'b']);
  });

  it('forgets everything on clear (a change through the API shows at once)', async () => {
    const { cache, asked } = countedCache();
    await cache.lookUp('a');
    cache.clear();
    expect(await cache.lookUp('a')).toBe('link a #2');
    expect(asked).toEqual(['a', 'a']);
  });

  it('does not keep a failed lookup', async () => {
    const { cache, asked } = countedCache();
    await expect(cache.lookUp('broken')).rejects.toThrow('database down');
    await expect(cache.lookUp('broken')).rejects.toThrow('database down');
    expect(asked).toEqual(['broken', 'broken']);
  });
});
