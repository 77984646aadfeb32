import { useId } from 'react';
import type { VoiceOption } from '../../../../contract/avatars';

/** How the grid names a gender. */
const GENDER_LABELS: Record<VoiceOption['gender'], string> = { female: 'Female', male: 'Male' };

export interface VoiceGridProps {
  voices: readonly VoiceOption[];
  /** The project's voice, if it is one of these. */
  chosenId: string | null;
  /** The voice whose sample is playing, if any. */
  playingId: string | null;
  onChoose: (voice: VoiceOption) => void;
  onToggleSample: (voice: VoiceOption) => void;
}

/**
 * The Voice tab's voice grid: each voice of a language as a card with its name and gender, chosen
 * as a radio button (one tab stop; the arrow keys move and choose), and a play or stop button for
 * its sample.
 */
export function VoiceGrid({ voices, chosenId, playingId, onChoose, onToggleSample }: VoiceGridProps) {
  const group = useId();
  return (
    <fieldset className="voice-grid">
      <legend className="tab-subtitle">Voices</legend>
      <ul className="voice-cards">
        {voices.map((voice) => {
          const isPlaying = voice.id === playingId;
          return (
            <li key={voice.id} className="voice-card">
              <label className="voice-choice">
                <input type="radio" name={group} value={voice.id} checked={voice.id === chosenId} onChange={() => onChoose(voice)} />
                <span className="voice-name">{voice.name}</span> <span className="voice-gender">{GENDER_LABELS[voice.gender]}</span>
              </label>
              <button
                type="button"
                className="voice-play"
                aria-label={`${isPlaying ? 'Stop' : 'Play'} ${voice.name}'s sample`}
                data-playing={isPlaying}
                onClick={() => onToggleSample(voice)}
              >
                <span className={isPlaying ? 'voice-play-stop' : 'voice-play-start'} aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
