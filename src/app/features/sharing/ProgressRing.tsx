/** The ring's radius in its 36-unit box. */
const RADIUS = 15;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A progress ring filled to `percent` (0-100), with the percent written inside. */
export function ProgressRing({ percent }: { percent: number }) {
  const shown = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <span className="progress-ring" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={shown}>
      <svg viewBox="0 0 36 36" aria-hidden="true">
        <circle className="progress-ring-track" cx="18" cy="18" r={RADIUS} />
        <circle className="progress-ring-fill" cx="18" cy="18" r={RADIUS} strokeDasharray={CIRCUMFERENCE} strokeDashoffset={CIRCUMFERENCE * (1 - shown / 100)} />
      </svg>
      <span className="progress-ring-text">{shown}%</span>
    </span>
  );
}
