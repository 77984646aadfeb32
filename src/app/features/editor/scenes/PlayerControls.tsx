import type { EngineClient } from '../../../engineClient/engineClient';
import { frameAtSeconds, frameClockText } from '../../../../scene/time';
import { usePreviewPlayer } from '../preview/usePreviewPlayer';
import { PlayButton } from './PlayButton';

/** The preview play button (states play, pause, load, and resume when paused; spec 000 §2) and, while playing or paused, the time and Exit. */
export function PlayerControls({ engine, sceneIndex, sceneId }: { engine: EngineClient | null; sceneIndex: number; sceneId: number }) {
  const { status, isLoading, time, toggle, exit } = usePreviewPlayer(engine, sceneIndex, sceneId);
  return (
    <div className="player-controls">
      <PlayButton status={status} isLoading={isLoading} isDisabled={!engine} onToggle={() => void toggle()} />
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
