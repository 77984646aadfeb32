import { Link } from 'react-router-dom';
import { Brand } from '../../../components/Brand';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { redo, undo } from '../state/editDocument';
import { playerStatusChanged, selectCanRedo, selectCanUndo } from '../state/editorSlice';
import { ExportNowButton } from './ExportNowButton';
import { GenerateButton } from './GenerateButton';
import { OfflineNote } from './OfflineNote';
import { ProjectActions } from './ProjectActions';
import { ProjectNameField } from './ProjectNameField';
import { SaveButton } from './SaveButton';

/** The editor header (spec 000 §2): logo, editable project name, undo and redo, Save, Export now (videos), Generate Video / Publish. */
export function EditorHeader() {
  const dispatch = useAppDispatch();
  const canUndo = useAppSelector(selectCanUndo);
  const canRedo = useAppSelector(selectCanRedo);
  const isPlaying = useAppSelector((state) => state.editor.playerStatus !== 0);
  return (
    <header
      className="editor-header"
      onClickCapture={(event) => {
        // Spec 000 §2: clicking the header stops playback, unless it is the save button.
        if (isPlaying && !(event.target instanceof Element && event.target.closest('.save-button'))) dispatch(playerStatusChanged(0));
      }}
    >
      <Link to="/" className="editor-brand" aria-label="Avatar Studio home">
        <Brand />
      </Link>
      <ProjectNameField />
      <div className="editor-header-actions">
        <ProjectActions />
        <span className="editor-header-divider" aria-hidden="true" />
        <button type="button" className="icon-button" aria-label="Undo" title="Undo (Ctrl+Z)" disabled={!canUndo} onClick={() => dispatch(undo())}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M9 7H4v5M4.5 11.5A8 8 0 1 1 7 18" />
          </svg>
        </button>
        <button type="button" className="icon-button" aria-label="Redo" title="Redo (Ctrl+Shift+Z)" disabled={!canRedo} onClick={() => dispatch(redo())}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 7h5v5M19.5 11.5A8 8 0 1 0 17 18" />
          </svg>
        </button>
        <OfflineNote />
        <SaveButton />
        <ExportNowButton />
        <GenerateButton />
      </div>
    </header>
  );
}
