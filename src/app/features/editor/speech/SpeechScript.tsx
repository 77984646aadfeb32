import { useId, useLayoutEffect, useRef } from 'react';
import { parseMergeTags } from '../../../../scene/mergeTags';
import { SPEECH_TEXT_MAX_LENGTH } from '../../../../scene/speech/speechScript';

interface SpeechScriptProps {
  label: string;
  text: string;
  /** Merge-tag names offered by the variable list. */
  mergeTags: readonly string[];
  /** Each keystroke: shown at once, not yet an undo step. */
  onType: (text: string) => void;
  /** Leaving the field, or a variable inserted: one undo step. */
  onCommit: (text: string) => void;
}

/**
 * A speech box's script: a text area cut at the speech text maximum, whose merge tags
 * (`{{first_name}}`) are highlighted by a layer drawn behind the transparent text, and a variable
 * list that inserts a tag at the caret.
 */
export function SpeechScript({ label, text, mergeTags, onType, onCommit }: SpeechScriptProps) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const caretAfterInsert = useRef<number | null>(null);

  // After a variable is inserted, the caret goes after it once the new text is shown.
  useLayoutEffect(() => {
    const caret = caretAfterInsert.current;
    if (caret === null || !area.current) return;
    caretAfterInsert.current = null;
    area.current.focus();
    area.current.setSelectionRange(caret, caret);
  }, [text]);

  function insert(name: string) {
    const tag = `{{${name}}}`;
    const start = area.current?.selectionStart ?? text.length;
    const end = area.current?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${tag}${text.slice(end)}`;
    // A tag cut in half would be read out as text: insert only what fits whole.
    if (next.length > SPEECH_TEXT_MAX_LENGTH) return;
    caretAfterInsert.current = start + tag.length;
    onCommit(next);
  }

  return (
    <div className="speech-script-field">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <div className="speech-script">
        <div className="speech-script-backdrop" aria-hidden="true">
          {parseMergeTags(text).map((segment, index) =>
            segment.kind === 'tag' ? (
              <mark key={index} className="speech-tag">
                {segment.raw}
              </mark>
            ) : (
              <span key={index}>{segment.text}</span>
            ),
          )}
          {/* Keeps a last empty line as tall as the text area's. */}
          {'\n '}
        </div>
        <textarea
          ref={area}
          id={id}
          className="speech-script-input"
          value={text}
          maxLength={SPEECH_TEXT_MAX_LENGTH}
          placeholder="Type what the avatar says …"
          spellCheck
          onChange={(event) => onType(event.target.value)}
          onBlur={(event) => onCommit(event.target.value)}
        />
      </div>
      <div className="speech-script-foot">
        <select className="ep-select speech-variables" aria-label={`Insert variable in ${label}`} value="" onChange={(event) => insert(event.target.value)}>
          <option value="" disabled>
            Insert variable
          </option>
          {mergeTags.map((name) => (
            <option key={name} value={name}>
              {`{{${name}}}`}
            </option>
          ))}
        </select>
        <span className="speech-count" aria-label="Characters">
          {text.length}/{SPEECH_TEXT_MAX_LENGTH}
        </span>
      </div>
    </div>
  );
}
