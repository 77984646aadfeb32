import { SPEECH_BOX_DELAY } from '../../../../scene/constants';
import type { SpeechBox as SpeechBoxData } from '../../../../scene/schema/speech';
import { NumericInput } from '../../../components/NumericInput';
import { TRASH_ICON } from '../panels/icons';
import { SpeechScript } from './SpeechScript';

interface SpeechBoxProps {
  box: SpeechBoxData;
  /** Place in speaking order, from 0: the first box has no delay. */
  index: number;
  /** The scene's only box, which cannot be deleted. */
  isOnly: boolean;
  mergeTags: readonly string[];
  onType: (text: string) => void;
  onCommit: (text: string) => void;
  onDelay: (seconds: number) => void;
  onAddAfter: () => void;
  onDelete: () => void;
}

/** One speech box of the Type tab (spec 000 §3, §4): its delay (later boxes), script, add-after and delete. */
export function SpeechBox({ box, index, isOnly, mergeTags, onType, onCommit, onDelay, onAddAfter, onDelete }: SpeechBoxProps) {
  const name = `Text ${index + 1}`;
  return (
    <li className="speech-box" data-box-id={box.id}>
      <div className="speech-box-head">
        <span className="speech-box-title">{name}</span>
        {index > 0 && (
          <div className="speech-delay-field">
            <span aria-hidden="true">Delay</span>
            <NumericInput
              label={`Delay before ${name}`}
              unit="s"
              value={box.delay}
              min={SPEECH_BOX_DELAY.min}
              max={SPEECH_BOX_DELAY.max}
              step={SPEECH_BOX_DELAY.step}
              decimals={1}
              hasButtons
              isLabelHidden
              onChange={onDelay}
            />
          </div>
        )}
        <button type="button" className="ep-icon-button speech-box-delete" aria-label={`Delete ${name}`} disabled={isOnly} onClick={onDelete}>
          {TRASH_ICON}
        </button>
      </div>
      <SpeechScript label={name} text={box.text} mergeTags={mergeTags} onType={onType} onCommit={onCommit} />
      <button type="button" className="ep-text-button speech-box-add" aria-label={`Add text after ${name}`} onClick={onAddAfter}>
        + Add text
      </button>
    </li>
  );
}
