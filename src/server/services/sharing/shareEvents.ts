import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { shareDailyCounts, shareEvents, shareLinks } from '../../db/schema.ts';
import type { LiveHub } from '../../live/liveHub.ts';
import { itemReports, utcDay } from './shareReports.ts';

/** What a viewer did: a page load, the first play of a view, or a click through the tracked redirect. */
export type ShareEvent = { linkId: number; kind: 'view' | 'play' | 'click'; viewId: string | null; target: string | null; at: Date };

/** How long events wait in memory before they are written together, ms. */
export const SHARE_EVENT_FLUSH_MS = 100;

/**
 * Records share events. Public pages may be loaded thousands of times a second; one transaction per
 * load would make the database the limit. So events wait in memory and are written every
 * {@link SHARE_EVENT_FLUSH_MS} in one transaction: the events, the links' counters and the daily
 * counts together, so counters always equal their events. The price: counts show up to that much
 * later, and the events of the last interval are lost if the process dies (a clean stop writes them).
 * A play counts once per view even across processes: the unique (link, kind, view) index drops a
 * second one, and only the events written count.
 */
export type ShareEventRecorder = {
  record(event: ShareEvent): void;
  /** Writes what waits now (and waits for a write under way). */
  flush(): Promise<void>;
  /** Writes what waits and stops. */
  close(): Promise<void>;
};

/**
 * Events written by one statement. The embedded database runs in this process: a statement holds
 * the event loop until it ends, so the writing goes in short statements with a turn of the event
 * loop between them, and page views arriving meanwhile are answered between them.
 */
const EVENTS_PER_STATEMENT = 50;

/** A link's new events by kind. */
type Tally = { views: number; plays: number; clicks: number };

const tallyField = { view: 'views', play: 'plays', click: 'clicks' } as const;

function tallyOf(map: Map<string, Tally>, key: string): Tally {
  let tally = map.get(key);
  if (!tally) map.set(key, (tally = { views: 0, plays: 0, clicks: 0 }));
  return tally;
}

/** Writes events, counters and daily counts in one transaction; answers the items (and owners) whose counts changed. */
async function writeEvents(db: Database, events: ShareEvent[]): Promise<Map<number, number>> {
  return db.transaction(async (tx) => {
    const written = [];
    for (let start = 0; start < events.length; start += EVENTS_PER_STATEMENT) {
      const chunk = events.slice(start, start + EVENTS_PER_STATEMENT);
      written.push(...(await tx.insert(shareEvents).values(chunk).onConflictDoNothing().returning({ linkId: shareEvents.linkId, kind: shareEvents.kind, at: shareEvents.at })));
      // A query's answer continues this function at once: let the views that arrived meanwhile be answered first.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (written.length === 0) return new Map();
    const perLink = new Map<string, Tally>();
    const perDay = new Map<string, Tally>();
    for (const event of written) {
      tallyOf(perLink, String(event.linkId))[tallyField[event.kind]] += 1;
      tallyOf(perDay, `${event.linkId}/${utcDay(event.at)}`)[tallyField[event.kind]] += 1;
    }
    const linkValues = sql.join(
      [...perLink].map(([id, tally]) => sql`(${Number(id)}::int, ${tally.views}::int, ${tally.plays}::int, ${tally.clicks}::int)`),
      sql`, `,
    );
    const changed = await tx
      .update(shareLinks)
      .set({ views: sql`${shareLinks.views} + n.added_views`, plays: sql`${shareLinks.plays} + n.added_plays`, clicks: sql`${shareLinks.clicks} + n.added_clicks` })
      .from(sql`(values ${linkValues}) as n(link_id, added_views, added_plays, added_clicks)`)
      .where(sql`${shareLinks.id} = n.link_id`)
      .returning({ projectId: shareLinks.projectId, userId: shareLinks.userId });
    await tx
      .insert(shareDailyCounts)
      .values(
        [...perDay].map(([key, tally]) => {
          const [linkId, day] = key.split('/');
          return { linkId: Number(linkId), day: day!, ...tally };
        }),
      )
      .onConflictDoUpdate({
        target: [shareDailyCounts.linkId, shareDailyCounts.day],
        set: {
          views: sql`${shareDailyCounts.views} + excluded.views`,
          plays: sql`${shareDailyCounts.plays} + excluded.plays`,
          clicks: sql`${shareDailyCounts.clicks} + excluded.clicks`,
        },
      });
    return new Map(changed.flatMap((row) => (row.projectId === null ? [] : [[row.projectId, row.userId] as const])));
  });
}

/**
 * The recorder: events wait at most {@link SHARE_EVENT_FLUSH_MS}; after each write the owners of
 * the items whose counts changed get `videoEditor.details.update` {id, results: {report, dailyReport}}.
 */
export function createShareEventRecorder({ db, live, log }: { db: Database; live: LiveHub; log: FastifyBaseLogger }): ShareEventRecorder {
  let waiting: ShareEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function tellOwners(items: Map<number, number>) {
    for (const [projectId, userId] of items) {
      live.publish(userId, { command: 'videoEditor.details.update', data: { id: projectId, results: await itemReports(db, projectId) } });
    }
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const events = waiting;
    waiting = [];
    writing = writing.then(async () => {
      if (events.length === 0) return;
      try {
        await tellOwners(await writeEvents(db, events));
      } catch (error) {
        log.error({ err: error, events: events.length }, 'share events were not recorded');
      }
    });
    return writing;
  }

  return {
    record(event) {
      waiting.push(event);
      timer ??= setTimeout(() => void flush(), SHARE_EVENT_FLUSH_MS);
    },
    flush,
    close: flush,
  };
}
