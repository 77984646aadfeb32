import type { RenderSession } from './renderSession.ts';

/** What a job opens a render page with: its stop signal and where the page's errors go. */
export type PageLease = { signal: AbortSignal; onPageLog?(text: string): void };

/** How the pool keeps pages warm: closed after `idleMs` without a job, or after serving `maxJobs` jobs. */
export type PagePoolLimits = { idleMs: number; maxJobs: number };

/** A page opened by the pool: it stops when `stop` aborts; its errors go to `log`. */
type PoolPage = { session: RenderSession; stop: AbortController; log: ((text: string) => void) | null; jobs: number; idle: NodeJS.Timeout | null };

/**
 * Warm render pages, one per worker at most: a job's page is handed to the next job of this process
 * instead of being closed, which saves opening one (a browser context, the page, its engine and
 * worker: about two seconds), and closed once it has been idle for `idleMs` or has served
 * `maxJobs` jobs (its memory then starts afresh). Every job loads its own document (`load`), so
 * nothing of the last job shows in the next one. A page is given back only when it may serve
 * again (`RenderSession.isReusable`): a page one of whose calls failed or hung, that a stopped job
 * was using, or whose page or browser died is closed, never reused.
 * @param openPage - opens a fresh page (`openRenderSession`) with the stop signal and page log given
 */
export function createRenderPagePool(openPage: (lease: PageLease) => Promise<RenderSession>, { idleMs, maxJobs }: PagePoolLimits) {
  const idle: PoolPage[] = [];
  let isClosed = false;

  const retire = (page: PoolPage) => page.session.close();

  /** A warm page that may serve (the last one given back), or a new one. */
  async function pageFor(): Promise<PoolPage> {
    for (let warm = idle.pop(); warm; warm = idle.pop()) {
      if (warm.idle) clearTimeout(warm.idle);
      warm.idle = null;
      if (warm.session.isReusable()) return warm;
      await retire(warm);
    }
    const stop = new AbortController();
    const page: PoolPage = { session: null as unknown as RenderSession, stop, log: null, jobs: 0, idle: null };
    page.session = await openPage({ signal: stop.signal, onPageLog: (text) => page.log?.(text) });
    return page;
  }

  return {
    /** A render page for one job (see `openRenderSession`); its `close` gives it back to the pool or closes it. */
    async open({ signal, onPageLog }: PageLease): Promise<RenderSession> {
      if (isClosed) throw new Error('the render pages are closed');
      const page = await pageFor();
      page.jobs++;
      page.log = onPageLog ?? null;
      // A job that stops stops its page for good: the call under way ends (STOPPED) and the page is not reused.
      const onAbort = () => page.stop.abort();
      signal.addEventListener('abort', onAbort);
      if (signal.aborted) onAbort();
      let isReturned = false;
      return {
        call: (method, args, stream) => {
          if (isReturned) throw new Error('this render page was closed');
          return page.session.call(method, args, stream);
        },
        isReusable: () => !isReturned && page.session.isReusable(),
        async close() {
          if (isReturned) return;
          isReturned = true;
          signal.removeEventListener('abort', onAbort);
          page.log = null;
          if (isClosed || page.jobs >= maxJobs || !page.session.isReusable()) return retire(page);
          page.idle = setTimeout(() => {
            idle.splice(idle.indexOf(page), 1);
            retire(page).catch(() => undefined);
          }, idleMs);
          page.idle.unref();
          idle.push(page);
        },
      };
    },
    /** Closes every warm page; pages in use close when their jobs give them back. */
    async close(): Promise<void> {
      isClosed = true;
      const pages = idle.splice(0);
      for (const page of pages) if (page.idle) clearTimeout(page.idle);
      await Promise.all(pages.map(retire));
    },
  };
}
