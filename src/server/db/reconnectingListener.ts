import pg from 'pg';

/** How long a lost listener waits before it connects again, ms. */
const RECONNECT_DELAY_MS = 1000;

/**
 * LISTENs on a PostgreSQL channel over a connection of its own (a pooled one would be handed to
 * other queries and lose the LISTEN), and keeps listening across database restarts: when the
 * connection is lost it connects again every RECONNECT_DELAY_MS until it can, and LISTENs again.
 * Notifications sent while it was away are lost, as PostgreSQL keeps none for absent listeners.
 * The first connection must work (the caller's start fails otherwise); answers the function that stops.
 */
export async function listenReconnecting(databaseUrl: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('error', (error) => console.warn(`PostgreSQL listener on ${channel} lost its connection: ${error.message}`));
    next.on('notification', (notification) => {
      if (notification.channel === channel && notification.payload !== undefined) onPayload(notification.payload);
    });
    next.once('end', () => {
      if (!stopped && client === next) scheduleReconnect();
    });
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }

  /** Connects again after a pause; a lost connection may say so twice ('end' and a failed connect), one retry is pending at a time. */
  function scheduleReconnect() {
    if (retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(async () => {
        await client?.end().catch(() => undefined);
        if (!stopped) scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
