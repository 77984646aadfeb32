/**
 * Runs at most `limit` tasks at once; the others wait in order. Synthesis and encoding take whole
 * CPU cores, so running more of them than there are cores only makes every request slower.
 */
export function concurrencyLimit(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < limit) active++;
    // A finishing task hands its slot straight to the next one, so a newcomer cannot slip in between.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
