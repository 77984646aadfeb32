import { useId } from 'react';
import { mergeFallbackOf, projectMergeTags } from '../../../../scene/mergeFallbacks';
import { MERGE_VALUE_MAX_LENGTH } from '../../../../scene/mergeTags';
import { setMergeFallback } from '../../../../scene/ops/mergeFallback';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { TextCommitField } from '../panels/TextCommitField';
import { editDocument } from '../state/editDocument';
import { selectDocument } from '../state/editorSlice';

/**
 * The Variables list of the Speech panel: every merge tag the project uses (in scripts and on the
 * canvas) with its fallback, what the main video says and shows where a contact has no value.
 * Each change is one undo step.
 */
export function SpeechVariables() {
  const dispatch = useAppDispatch();
  const document = useAppSelector(selectDocument);
  const titleId = useId();
  if (!document) return null;
  const names = projectMergeTags(document);
  return (
    <section className="speech-variables-list" aria-labelledby={titleId}>
      <h3 className="ep-section-title" id={titleId}>
        Variables
      </h3>
      <p className="ep-hint">Where a contact has no value, the main video says and shows these.</p>
      {names.length === 0 ? (
        <p className="ep-hint">No variables yet: insert one in a script or a text.</p>
      ) : (
        names.map((name) => (
          <TextCommitField
            key={name}
            label={`{{${name}}}`}
            value={mergeFallbackOf(document, name)}
            maxLength={MERGE_VALUE_MAX_LENGTH}
            placeholder="Says nothing"
            onCommit={(value) => dispatch(editDocument((doc) => setMergeFallback(doc, name, value)))}
          />
        ))
      )}
    </section>
  );
}
