import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRenderPagePool, type PageLease } from './renderPagePool.ts';
import type { RenderSession } from './renderSession.ts';

/** A stand-in page: its number, whether it was closed, and a way to make it unfit (a failed call). */
type FakePage = { id: number; closed: boolean; fail(): void; lease: PageLease };

/** A pool over stand-in pages, numbered as they are opened. */
function fakePool(limits = { idleMs: 1000, maxJobs: 3 }) {
  const opened: FakePage[] = [];
  const pool = createRenderPagePool(async (lease) => {
    let hasFailed = false;
    const page: FakePage = { id: opened.length + 1, closed: false, fail: () => (hasFailed = true), lease };
    opened.push(page);
    const session: RenderSession = {
      call: (async () => ({ page: page.id })) as unknown as RenderSession['call'],
      close: async () => void (page.closed = true),
      isReusable: () => !hasFailed && !page.closed && !lease.signal.aborted,
    };
    return session;
  }, limits);
  const job = () => ({ signal: new AbortController().signal });
  const pageOf = async (session: RenderSession) => ((await session.call('load', [{}, { width: 1, height: 1 }])) as unknown as { page: number }).page;
  return { pool, opened, job, pageOf };
}

afterEach(() => vi.useRealTimers());

describe('createRenderPagePool', () => {
  it('hands the page a job gave back to the next job, and a page of its own to a job that runs beside it', async () => {
    const { pool, opened, job, pageOf } = fakePool();
    const first = await pool.open(job());
    expect(await pageOf(first)).toBe(1);
    await first.close();
    const [second, beside] = [await pool.open(job()), await pool.open(job())];
    expect([await pageOf(second), await pageOf(beside)]).toEqual([1, 2]);
    await Promise.all([second.close(), beside.close()]);
    expect(opened.map((page) => page.closed)).toEqual([false, false]);
    await pool.close();
    expect(opened.map((page) => page.closed)).toEqual([true, true]);
  });

  it('closes a page one of whose calls failed, and a page whose job stopped, never reusing them', async () => {
    const { pool, opened, job, pageOf } = fakePool();
    const failing = await pool.open(job());
    opened[0]!.fail();
    await failing.close();
    expect(opened[0]!.closed).toBe(true);

    const stopping = new AbortController();
    const stopped = await pool.open({ signal: stopping.signal });
    expect(await pageOf(stopped)).toBe(2);
    stopping.abort();
    expect(opened[1]!.lease.signal.aborted).toBe(true);
    await stopped.close();
    expect(opened[1]!.closed).toBe(true);
    expect(await pageOf(await pool.open(job()))).toBe(3);
  });

  it('does not hand out a warm page that became unfit while it waited', async () => {
    const { pool, opened, job, pageOf } = fakePool();
    await (await pool.open(job())).close();
    opened[0]!.fail();
    expect(await pageOf(await pool.open(job()))).toBe(2);
    expect(opened[0]!.closed).toBe(true);
  });

  it('closes a page idle for longer than the limit, and one that served its number of jobs', async () => {
    vi.useFakeTimers();
    const { pool, opened, job, pageOf } = fakePool({ idleMs: 1000, maxJobs: 2 });
    await (await pool.open(job())).close();
    await vi.advanceTimersByTimeAsync(1001);
    expect(opened[0]!.closed).toBe(true);
    for (let jobs = 0; jobs < 2; jobs++) {
      const session = await pool.open(job());
      expect(await pageOf(session)).toBe(2);
      await session.close();
    }
    expect(opened[1]!.closed).toBe(true);
  });

  it('sends the page’s log to the job using it, and refuses calls once the job gave the page back', async () => {
    const { pool, opened, job } = fakePool();
    const heard: string[] = [];
    const session = await pool.open({ ...job(), onPageLog: (text) => heard.push(text) });
    opened[0]!.lease.onPageLog?.('console: first');
    await session.close();
    opened[0]!.lease.onPageLog?.('console: between jobs');
    expect(heard).toEqual(['console: first']);
    expect(() => session.call('load', [{}, { width: 1, height: 1 }])).toThrow('this render page was closed');
    expect(session.isReusable()).toBe(false);
  });
});
