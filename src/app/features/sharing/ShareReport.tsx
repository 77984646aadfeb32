import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import type { DailyReport, ShareReport as Report } from '../../../contract/sharing';
import { DAILY_REPORT_DAYS } from '../../../contract/sharing';

import '../../styles/sharing.css';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip);

/** The accent of base.css, for the bars. */
const BAR_COLOR = '#e7416a';

/** "2026-11-27" as "27 Nov". */
function dayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/**
 * The detail screen's report of the public link (spec 002 §3 `report`): views, plays and clicks,
 * and a small chart of views per day over the last 30 days. Both follow the socket's
 * `videoEditor.details.update`, which replaces them in the detail's cache.
 */
export function ShareReport({ report, dailyReport }: { report: Report; dailyReport: DailyReport }) {
  const counts = [
    { label: 'Views', value: report.views },
    { label: 'Plays', value: report.videoPlayed },
    { label: 'Clicks', value: report.linkClicked },
  ];
  return (
    <section className="share-report" aria-labelledby="share-report-title">
      <h2 id="share-report-title" className="share-report-title">
        Report
      </h2>
      <dl className="share-report-counts">
        {counts.map(({ label, value }) => (
          <div key={label} className="share-report-count">
            <dt>{label}</dt>
            <dd data-testid={`report-${label.toLowerCase()}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <figure className="share-report-chart">
        <figcaption>Views per day, last {DAILY_REPORT_DAYS} days</figcaption>
        <div className="share-report-canvas">
          <Bar
            aria-label={`Views per day: ${report.views} in all`}
            role="img"
            data={{
              labels: dailyReport.map((entry) => dayLabel(entry.day)),
              datasets: [{ label: 'Views', data: dailyReport.map((entry) => entry.views), backgroundColor: BAR_COLOR, borderRadius: 3 }],
            }}
            options={{
              maintainAspectRatio: false,
              animation: false,
              scales: { x: { grid: { display: false }, ticks: { maxTicksLimit: 6, maxRotation: 0 } }, y: { beginAtZero: true, ticks: { precision: 0 } } },
            }}
          />
        </div>
      </figure>
    </section>
  );
}
