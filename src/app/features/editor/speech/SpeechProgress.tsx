import { useElapsedSeconds } from './useElapsedSeconds';

/**
 * While the scene's speech is made: a moving bar (the speech service tells no percentage) and
 * the seconds waited so far, under "Generate speech". Only the scene's speech fields wait; the
 * rest of the editor stays usable.
 */
export function SpeechProgress() {
  const seconds = useElapsedSeconds();
  return (
    <div className="speech-progress">
      <span className="speech-progress-bar" role="progressbar" aria-label="Generating speech" aria-valuetext={`${seconds} s so far`}>
        <span />
      </span>
      <span className="speech-status" role="status">
        Generating speech …<span aria-hidden="true"> {seconds} s</span>
      </span>
    </div>
  );
}
