import { and, eq, gte, sum } from 'drizzle-orm';
import { DAILY_REPORT_DAYS, type DailyReport, type ShareReport } from '../../../contract/sharing.ts';
import type { Database } from '../../db/database.ts';
import { shareDailyCounts, shareLinks } from '../../db/schema.ts';

/** The UTC day of a time, YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** An item's counts over all its links (spec 002 §3 `report`). */
export async function itemReport(db: Database, projectId: number): Promise<ShareReport> {
  const [row] = await db
    .select({ views: sum(shareLinks.views), videoPlayed: sum(shareLinks.plays), linkClicked: sum(shareLinks.clicks) })
    .from(shareLinks)
    .where(eq(shareLinks.projectId, projectId));
  return { linkClicked: Number(row?.linkClicked ?? 0), videoPlayed: Number(row?.videoPlayed ?? 0), views: Number(row?.views ?? 0) };
}

/** An item's counts per UTC day over its links, the last {@link DAILY_REPORT_DAYS} days up to `now`, oldest first, days without events at 0. */
export async function itemDailyReport(db: Database, projectId: number, now = new Date()): Promise<DailyReport> {
  const days = Array.from({ length: DAILY_REPORT_DAYS }, (_, index) => utcDay(new Date(now.getTime() - (DAILY_REPORT_DAYS - 1 - index) * 86_400_000)));
  const rows = await db
    .select({ day: shareDailyCounts.day, views: sum(shareDailyCounts.views), plays: sum(shareDailyCounts.plays), clicks: sum(shareDailyCounts.clicks) })
    .from(shareDailyCounts)
    .innerJoin(shareLinks, eq(shareLinks.id, shareDailyCounts.linkId))
    .where(and(eq(shareLinks.projectId, projectId), gte(shareDailyCounts.day, days[0]!)))
    .groupBy(shareDailyCounts.day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => {
    const row = byDay.get(day);
    return { day, views: Number(row?.views ?? 0), videoPlayed: Number(row?.plays ?? 0), linkClicked: Number(row?.clicks ?? 0) };
  });
}

/** An item's `report` and `dailyReport` together. */
export async function itemReports(db: Database, projectId: number): Promise<{ report: ShareReport; dailyReport: DailyReport }> {
  const [report, dailyReport] = await Promise.all([itemReport(db, projectId), itemDailyReport(db, projectId)]);
  return { report, dailyReport };
}
