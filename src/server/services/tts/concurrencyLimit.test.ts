import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrencyLimit';

/** A task that runs until `finish` is called, recording how many ran at once. */
function gate(counter: { running: number; most: number }) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = async () => {
    counter.running++;
    counter.most = Math.max(counter.most, counter.running);
    await done;
    counter.running--;
  };
  return { task, finish };
}

describe('concurrencyLimit', () => {
  it('runs at most the limit at once, the rest in order, and passes results and errors through', async () => {
    const run = concurrencyLimit(2);
    const counter = { running: 0, most: 0 };
    const gates = [gate(counter), gate(counter), gate(counter), gate(counter)];
    const order: number[] = [];
    const runs = gates.map((item, index) => run(item.task).then(() => order.push(index)));
    await Promise.resolve();
    expect(counter.running).toBe(2);
    gates[1]!.finish();
    gates[0]!.finish();
    // A newcomer while slots are handed over must wait its turn too.
    const late = run(async () => 'late');
    gates[2]!.finish();
    gates[3]!.finish();
    await Promise.all(runs);
    expect(await late).toBe('late');
    expect(counter.most).toBe(2);
    expect(order).toEqual([1, 0, 2, 3]);
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await run(async () => 7)).toBe(7);
  });
});
