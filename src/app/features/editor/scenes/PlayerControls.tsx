import type { EngineClient } from '../../../engineClient/engineClient';
import { frameAtSeconds, frameClockText } from '../../../../scene/time';
import { usePreviewPlayer } from '../preview/usePreviewPlayer';

/** The preview play button (states play, pause, load; spec 000 §2) and, while playing or paused, the time and Exit. */
export function PlayerControls({ engine, sceneIndex, sceneId }: { engine: EngineClient | null; sceneIndex: number; sceneId: number }) {
  const { status, isLoading, time, toggle, exit } = usePreviewPlayer(engine, sceneIndex, sceneId);
  const label = isLoading ? 'Loading' : status === 1 ? 'Pause' : 'Play';
  return (
    <div className="player-controls">
      <button type="button" className={`play-button is-${label.toLowerCase()}`} aria-label={label} disabled={!engine || isLoading} onClick={() => void toggle()}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          {isLoading ? <circle cx="12" cy="12" r="7" className="play-spinner" /> : status === 1 ? <path d="M8 6h3v12H8zM13 6h3v12h-3z" /> : <path d="M8 5l11 7-11 7z" />}
        </svg>
      </button>
      {status !== 0 && (
        <>
          <output className="player-time" aria-label="Time">
            {frameClockText(frameAtSeconds(time))}
          </output>
          <button type="button" className="btn btn-secondary player-exit" onClick={exit}>
            Exit
          </button>
        </>
      )}
    </div>
  );
}
