import { SESSION_ENDED_CLOSE } from '../../contract/liveClose';
import type { LiveMessage } from '../../contract/live';

/** Reconnect delay after the socket closes (spec 000 §9: socket reconnect 1000 ms). */
export const reconnectDelayMs = 1000;

/** The parts of the browser's WebSocket the connection uses, so tests can pass a fake. */
export type SocketLike = {
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
};

export type LiveConnectionOptions = {
  url: string;
  onMessage(message: LiveMessage): void;
  /** Called when the server closes the socket because its session ended; the connection then stays closed. */
  onSessionEnded?(): void;
  openSocket?: (url: string) => SocketLike;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

/** A live socket that reconnects 1 s after every close until `close()` is called or its session ends. */
export function openLiveConnection(options: LiveConnectionOptions): { close(): void } {
  const openSocket = options.openSocket ?? ((url: string) => new WebSocket(url));
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let socket: SocketLike | null = null;
  let retry: unknown = null;
  let isClosed = false;

  const connect = () => {
    retry = null;
    const opened = openSocket(options.url);
    opened.onmessage = (event) => {
      const message = parseMessage(event.data);
      if (message) options.onMessage(message);
    };
    opened.onclose = (event) => {
      socket = null;
      if (event.code === SESSION_ENDED_CLOSE) {
        isClosed = true;
        options.onSessionEnded?.();
      }
      if (!isClosed) retry = setTimer(connect, reconnectDelayMs);
    };
    socket = opened;
  };
  connect();

  return {
    close() {
      isClosed = true;
      if (retry !== null) clearTimer(retry);
      socket?.close();
    },
  };
}

function parseMessage(data: unknown): LiveMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Partial<LiveMessage>;
    return typeof value.command === 'string' ? { command: value.command, data: value.data } : null;
  } catch {
    return null;
  }
}

/** The socket address for a session token on the page's own origin. */
export function liveSocketUrl(location: { protocol: string; host: string }, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws/app/video/?token=${encodeURIComponent(token)}`;
}
