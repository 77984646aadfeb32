/** The ruler above the rows: a tick every second, labelled every second or every few when zoomed out. */
export function TimelineRuler({ length, pxPerSecond }: { length: number; pxPerSecond: number }) {
  const labelEvery = pxPerSecond >= 30 ? 1 : pxPerSecond >= 12 ? 5 : 10;
  const seconds = Array.from({ length: Math.floor(length) + 1 }, (_, second) => second);
  return (
    <div className="timeline-ruler" aria-hidden="true">
      {seconds.map((second) => (
        <span key={second} className={second % labelEvery === 0 ? 'timeline-tick is-major' : 'timeline-tick'} style={{ left: second * pxPerSecond }}>
          {second % labelEvery === 0 ? `${second}s` : ''}
        </span>
      ))}
    </div>
  );
}
