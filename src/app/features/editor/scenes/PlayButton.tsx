import type { PlayerState } from '../../../../engine/clock/sharedClock';

/**
 * The button's four faces (spec 000 §2: play, pause, load): a paused player shows Resume (a bar
 * before the triangle: it goes on where it paused), a stopped one Play (the triangle alone: it
 * starts from the open scene's seek bar).
 */
const FACES = {
  Loading: { title: 'Loading', icon: <circle cx="12" cy="12" r="7" className="play-spinner" /> },
  Pause: { title: 'Pause', icon: <path d="M8 6h3v12H8zM13 6h3v12h-3z" /> },
  Resume: { title: 'Resume where it paused', icon: <path d="M5 5h3v14H5zM10 5l10 7-10 7z" /> },
  Play: { title: 'Play', icon: <path d="M8 5l11 7-11 7z" /> },
} as const;

/** The face of the play button for a player status: Loading while a play waits, then Pause, Resume or Play. */
export function playButtonLabel(status: PlayerState, isLoading: boolean): keyof typeof FACES {
  if (isLoading) return 'Loading';
  return status === 1 ? 'Pause' : status === 2 ? 'Resume' : 'Play';
}

/** The preview's play button (scene strip, full-screen player): its label names what a click does. */
export function PlayButton({ status, isLoading, isDisabled, onToggle }: { status: PlayerState; isLoading: boolean; isDisabled: boolean; onToggle(): void }) {
  const label = playButtonLabel(status, isLoading);
  return (
    <button type="button" className={`play-button is-${label.toLowerCase()}`} aria-label={label} title={FACES[label].title} disabled={isDisabled || isLoading} onClick={onToggle}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        {FACES[label].icon}
      </svg>
    </button>
  );
}
