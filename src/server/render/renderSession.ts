import { RENDER_BEAT, RENDER_PAGE_GLOBAL, RENDER_SINK, type RenderPageApi } from '../../contract/renderPageProtocol.ts';
import type { RenderBrowser } from './renderBrowser.ts';
import { RenderError } from './renderErrors.ts';

/** Where the bytes a page call writes go, and who hears its heartbeats. */
export type RenderStream = {
  name: string;
  write(data: Buffer, position: number): Promise<void>;
  onBeat?(done: number): void;
};

/** An open render page, driven call by call. */
export type RenderSession = {
  /**
   * Calls the page (`window.studioRender[method](...args)`), writing what it sends to `stream`.
   * @throws RenderError BROWSER_DIED, STALLED, STOPPED, or PAGE_FAILED with the page's message
   */
  call<K extends keyof RenderPageApi>(method: K, args: Parameters<RenderPageApi[K]>, stream?: RenderStream): Promise<Awaited<ReturnType<RenderPageApi[K]>>>;
  /** Closes the page; a page that hung or will not close takes its browser with it (it is launched again for the next job). */
  close(): Promise<void>;
  /**
   * Whether the page may serve another job (`renderPagePool.ts`): no call of it ever failed or
   * hung, none is under way, and the page and its browser are alive.
   */
  isReusable(): boolean;
};

export type RenderSessionOptions = {
  /** The server's own origin (`http://127.0.0.1:{port}`): the page and every medium it loads come from there. */
  origin: string;
  /** A call that shows no progress (no heartbeat, no bytes) for this long is a hung page. */
  stallMs: number;
  /** Aborts when the server stops. */
  signal: AbortSignal;
  /** Page errors and console errors, for the server's log. */
  onPageLog?(text: string): void;
};

/** How long a page gets to close before the whole browser is closed instead. */
const CLOSE_TIMEOUT_MS = 10_000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Opens the render page (`/render.html` of the built app) in a fresh context of the warm browser
 * and watches it: a crashed page or a browser that died ends the call under way at once
 * (BROWSER_DIED), and so does a call without progress for `stallMs` (STALLED): the page's
 * heartbeats (frames drawn, sounds decoded) and the bytes it writes are its progress.
 */
export async function openRenderSession(browser: RenderBrowser, options: RenderSessionOptions): Promise<RenderSession> {
  const tab = await browser.open();
  const { page, context } = tab;
  const streams = new Map<string, RenderStream>();
  let fault: RenderError | null = null;
  let rejectFault: (error: RenderError) => void = () => undefined;
  const faulted = new Promise<never>((_resolve, reject) => (rejectFault = reject));
  faulted.catch(() => undefined);
  const fail = (error: RenderError) => {
    if (fault) return;
    fault = error;
    rejectFault(error);
  };
  const onDisconnected = () => fail(new RenderError('BROWSER_DIED', 'Chromium closed or died during the render'));
  const onAbort = () => fail(new RenderError('STOPPED', 'the server is stopping'));
  tab.browser.on('disconnected', onDisconnected);
  options.signal.addEventListener('abort', onAbort);
  if (options.signal.aborted) onAbort();
  page.on('crash', () => fail(new RenderError('BROWSER_DIED', 'the render page crashed')));
  page.on('pageerror', (error) => options.onPageLog?.(`page error: ${error.message}`));
  page.on('console', (entry) => {
    if (entry.type() === 'error') options.onPageLog?.(`console: ${entry.text()}`);
  });

  let busy = false;
  let hasFailed = false;
  let lastProgress = Date.now();
  const moved = () => {
    lastProgress = Date.now();
  };
  const watchdog = setInterval(
    () => {
      if (busy && Date.now() - lastProgress > options.stallMs) fail(new RenderError('STALLED', `the render page made no progress in ${Math.round(options.stallMs / 1000)} s`));
    },
    Math.min(1000, options.stallMs),
  );
  // A warm page waiting for its next job (`renderPagePool.ts`) keeps no process alive.
  watchdog.unref();

  await page.exposeFunction(RENDER_SINK, async (name: string, base64: string, position: number) => {
    const stream = streams.get(name);
    if (!stream) throw new Error(`no output stream ${name}`);
    moved();
    await stream.write(Buffer.from(base64, 'base64'), position);
    moved();
  });
  await page.exposeFunction(RENDER_BEAT, (name: string, done: number) => {
    moved();
    streams.get(name)?.onBeat?.(done);
  });

  /** Runs one step on the page, ended early by a fault. */
  const guard = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    busy = true;
    moved();
    try {
      return await Promise.race([work(), faulted]);
    } catch (error) {
      hasFailed = true;
      if (fault) throw fault;
      if (!tab.browser.isConnected() || page.isClosed()) throw new RenderError('BROWSER_DIED', `${step}: ${message(error)}`);
      throw new RenderError('PAGE_FAILED', `${step}: ${message(error)}`);
    } finally {
      busy = false;
    }
  };

  const close = async () => {
    clearInterval(watchdog);
    tab.browser.off('disconnected', onDisconnected);
    options.signal.removeEventListener('abort', onAbort);
    const closing = context.close().then(
      () => true,
      () => false,
    );
    const closed = fault?.code === 'BROWSER_DIED' ? false : await Promise.race([closing, new Promise<boolean>((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS, false))]);
    // A browser that died already is launched again by the next job: restarting now would close that new one.
    if (!closed && tab.browser.isConnected()) await browser.restart();
  };

  try {
    await guard('opening the render page', async () => {
      await page.goto(`${options.origin}/render.html`);
      await page.waitForFunction((name) => name in globalThis, RENDER_PAGE_GLOBAL, { timeout: options.stallMs });
    });
  } catch (error) {
    await close();
    throw error;
  }

  async function call<K extends keyof RenderPageApi>(method: K, args: Parameters<RenderPageApi[K]>, stream?: RenderStream): Promise<Awaited<ReturnType<RenderPageApi[K]>>> {
    if (stream) streams.set(stream.name, stream);
    try {
      const answer = await guard(method, () =>
        page.evaluate(([name, called, values]) => (globalThis as unknown as Record<string, Record<string, (...parameters: unknown[]) => unknown>>)[name]![called]!(...values), [
          RENDER_PAGE_GLOBAL,
          method,
          args as unknown[],
        ] as const),
      );
      return answer as Awaited<ReturnType<RenderPageApi[K]>>;
    } finally {
      if (stream) streams.delete(stream.name);
    }
  }

  return {
    call,
    close,
    isReusable: () => !fault && !hasFailed && !busy && !page.isClosed() && tab.browser.isConnected(),
  };
}
