import { SESSION_ENDED_CLOSE } from '../../contract/liveClose';
import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../contract/live';
import { liveSocketUrl, openLiveConnection, reconnectDelayMs, type SocketLike } from './liveConnection';

function fakeSockets() {
  const opened: (SocketLike & { url: string; closed: boolean })[] = [];
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
  return {
    opened,
    timers,
    openSocket: (url: string) => {
      const socket = {
        url,
        closed: false,
        onclose: null,
        onmessage: null,
        close() {
          this.closed = true;
        },
      };
      opened.push(socket);
      return socket;
    },
    setTimer: (callback: () => void, ms: number) => {
      const timer = { callback, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle: unknown) => {
      (handle as { cleared: boolean }).cleared = true;
    },
  };
}

describe('openLiveConnection', () => {
  it('passes {command, data} messages on and ignores anything else', () => {
    const fake = fakeSockets();
    const received: LiveMessage[] = [];
    openLiveConnection({ url: 'ws://x/ws/app/video/?token=t', onMessage: (message) => received.push(message), ...fake });
    const socket = fake.opened[0]!;
    socket.onmessage!({ data: JSON.stringify({ command: 'videoEditor.list.add', data: { id: 3 } }) } as MessageEvent);
    socket.onmessage!({ data: 'not json' } as MessageEvent);
    socket.onmessage!({ data: JSON.stringify({ data: 1 }) } as MessageEvent);
    expect(received).toEqual([{ command: 'videoEditor.list.add', data: { id: 3 } }]);
  });

  it('reconnects 1 s after the socket closes', () => {
    const fake = fakeSockets();
    openLiveConnection({ url: 'ws://x/', onMessage: () => {}, ...fake });
    fake.opened[0]!.onclose!({} as CloseEvent);
    expect(fake.timers).toHaveLength(1);
    expect(fake.timers[0]!.ms).toBe(reconnectDelayMs);
    expect(reconnectDelayMs).toBe(1000);
    fake.timers[0]!.callback();
    expect(fake.opened).toHaveLength(2);
    expect(fake.opened[1]!.url).toBe('ws://x/');
  });

  it('stays closed and says so when the server ends the socket because its session ended', () => {
    const fake = fakeSockets();
    let ended = 0;
    openLiveConnection({ url: 'ws://x/', onMessage: () => {}, onSessionEnded: () => (ended += 1), ...fake });
    fake.opened[0]!.onclose!({ code: SESSION_ENDED_CLOSE } as CloseEvent);
    expect(ended).toBe(1);
    expect(fake.timers).toHaveLength(0);
  });

  it('stops for good when closed, including a pending reconnect', () => {
    const fake = fakeSockets();
    const connection = openLiveConnection({ url: 'ws://x/', onMessage: () => {}, ...fake });
    fake.opened[0]!.onclose!({} as CloseEvent);
    connection.close();
    expect(fake.timers[0]!.cleared).toBe(true);

    const second = fakeSockets();
    const other = openLiveConnection({ url: 'ws://x/', onMessage: () => {}, ...second });
    other.close();
    expect(second.opened[0]!.closed).toBe(true);
    second.opened[0]!.onclose!({} as CloseEvent);
    expect(second.timers).toHaveLength(0);
  });
});

describe('liveSocketUrl', () => {
  it('uses the page origin and the secure scheme on https', () => {
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:8080' }, 'a+b')).toBe('ws://localhost:8080/ws/app/video/?token=a%2Bb');
    expect(liveSocketUrl({ protocol: 'https:', host: 'studio.example.com' }, 't')).toBe('wss://studio.example.com/ws/app/video/?token=t');
  });
});
