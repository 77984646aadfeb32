import type { LiveMessage } from '../../contract/live.ts';

/** The part of a WebSocket the hub needs. */
export type LiveSocket = { send(text: string): void; readyState: number };

const OPEN = 1;

/** Delivers live messages to the sockets of one user only. */
export type LiveHub = {
  /** Registers a socket for a user; returns the function that unregisters it. */
  connect(userId: number, socket: LiveSocket): () => void;
  /** Sends a message to every open socket of the user. */
  publish(userId: number, message: LiveMessage): void;
  connectionCount(userId: number): number;
};

/** The in-process hub (embedded mode; scaled mode fans out through PostgreSQL LISTEN/NOTIFY into this). */
export function createLiveHub(): LiveHub {
  const socketsByUser = new Map<number, Set<LiveSocket>>();
  return {
    connect(userId, socket) {
      const sockets = socketsByUser.get(userId) ?? new Set();
      sockets.add(socket);
      socketsByUser.set(userId, sockets);
      return () => {
        sockets.delete(socket);
        if (sockets.size === 0) socketsByUser.delete(userId);
      };
    },
    publish(userId, message) {
      const text = JSON.stringify(message);
      for (const socket of socketsByUser.get(userId) ?? []) {
        if (socket.readyState === OPEN) socket.send(text);
      }
    },
    connectionCount: (userId) => socketsByUser.get(userId)?.size ?? 0,
  };
}
