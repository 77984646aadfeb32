import type { EngineClient } from '../../../engineClient/engineClient';
import { useAppSelector } from '../../../hooks';
import { frameAtSeconds, frameClockText } from '../../../../scene/time';
import { projectLength, sceneStartTimes } from '../../../../scene/timing';
import { usePlayerToggle, usePlayingTime } from '../preview/usePreviewPlayer';
import { PlayButton } from '../scenes/PlayButton';

interface PlayerOverlayProps {
  engine: EngineClient | null;
  /** The open scene's place in the play order: play from stopped starts there. */
  sceneIndex: number;
  onLeave: () => void;
}

const clock = (seconds: number) => frameClockText(frameAtSeconds(seconds));

/**
 * The preview player overlay over the expanded canvas (spec 000 §2, §4): play, pause or resume,
 * the player state, the time played of the whole video's length (stopped: where play starts), and
 * the way back from full screen.
 */
export function PlayerOverlay({ engine, sceneIndex, onLeave }: PlayerOverlayProps) {
  const { status, isLoading, toggle } = usePlayerToggle(engine, sceneIndex);
  const time = usePlayingTime(engine, status);
  const document = useAppSelector((state) => state.editor.document);
  const playhead = useAppSelector((state) => state.editor.playheadSeconds);
  const total = document ? projectLength(document) : 0;
  const start = (document ? (sceneStartTimes(document)[sceneIndex] ?? 0) : 0) + playhead;
  const state = isLoading ? 'Loading' : ['Stopped', 'Playing', 'Paused'][status];

  return (
    <div className="player-overlay" role="group" aria-label="Preview player">
      <PlayButton status={status} isLoading={isLoading} isDisabled={!engine} onToggle={() => void toggle()} />
      <span className="player-overlay-state">{state}</span>
      <output className="player-overlay-time" aria-label="Elapsed of total">
        {clock(status === 0 ? start : time)} / {clock(total)}
      </output>
      <button type="button" className="player-overlay-leave" aria-label="Leave full screen" title="Leave full screen (Esc)" onClick={onLeave}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
        </svg>
      </button>
    </div>
  );
}
