import { afterAll, describe, expect, it } from 'vitest';
import { FestivalProcesses } from './festivalProcesses.ts';

/** Festival starts take a moment each on a loaded machine. */
const FESTIVAL_MS = 30_000;

const processes = new FestivalProcesses();
afterAll(() => processes.stop());

describe('FestivalProcesses', () => {
  it('runs scripts one after the other in one kept process, each answering only what it printed', { timeout: FESTIVAL_MS }, async () => {
    expect(await processes.run('(set! kept_value 42) (format t "first\\n")', 10_000)).toBe('first\n');
    // The second script sees the first one's state: the same process ran it.
    expect(await processes.run('(format t "kept %d\\n" kept_value)', 10_000)).toBe('kept 42\n');
  });

  it('fails a script with a Scheme error, and runs the next in a new process', { timeout: FESTIVAL_MS }, async () => {
    await expect(processes.run('(car no_such_thing)', 10_000)).rejects.toThrow(/festival failed: .*SIOD ERROR/);
    await expect(processes.run('(format t "%d" kept_value)', 10_000)).rejects.toThrow('SIOD ERROR');
    expect(await processes.run('(format t "fresh\\n")', 10_000)).toBe('fresh\n');
  });

  it('stops a script that runs past its time, and one under way when stopped', { timeout: FESTIVAL_MS }, async () => {
    await expect(processes.run('(while t nil)', 300)).rejects.toThrow('festival ran longer than 300 ms and was stopped');
    const running = processes.run('(while t nil)', 10_000);
    setTimeout(() => processes.stop(), 200);
    await expect(running).rejects.toThrow('festival was stopped');
    expect(await processes.run('(format t "again\\n")', 10_000)).toBe('again\n');
  });
});
