import type { DatabaseHandle } from '../db/database.ts';
import type { LiveMessage } from '../../contract/live.ts';
import { createLiveHub, type LiveHub } from './liveHub.ts';

/** The database channel live messages travel on between processes. */
const CHANNEL = 'live_messages';

/** The most a notification may carry (PostgreSQL refuses 8000 bytes and more). */
const MAX_PAYLOAD_BYTES = 7999;

/** A hub whose messages reach the owner's sockets in every process on the database; `close` stops listening. */
export type SharedLiveHub = LiveHub & { close(): Promise<void> };

/**
 * The live hub of the scaled mode: render workers and API processes are separate processes, and a
 * user's sockets are open on API processes, so a message goes through the database (NOTIFY on
 * `live_messages`) to every process, which hands it to its own sockets of that user. Messages of
 * one process arrive in the order it sent them (one after another, each committed before the next).
 */
export async function createSharedLiveHub(bus: Pick<DatabaseHandle, 'notify' | 'listen'>): Promise<SharedLiveHub> {
  const local = createLiveHub();
  const stop = await bus.listen(CHANNEL, (payload) => {
    const { userId, message } = JSON.parse(payload) as { userId: number; message: LiveMessage };
    local.publish(userId, message);
  });
  let sending = Promise.resolve();
  return {
    connect: local.connect,
    connectionCount: local.connectionCount,
    publish(userId, message) {
      const payload = JSON.stringify({ userId, message });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        console.warn(`live message ${message.command} is too long to share between processes; only this process's sockets get it`);
        local.publish(userId, message);
        return;
      }
      sending = sending
        .then(() => bus.notify(CHANNEL, payload))
        .catch((error: unknown) => console.warn(`live message ${message.command} was not sent: ${(error as Error).message}`));
    },
    close: async () => {
      await sending;
      await stop();
    },
  };
}
