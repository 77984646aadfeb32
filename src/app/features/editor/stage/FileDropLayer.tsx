import { CLOSE_ICON } from '../../media/mediaIcons';
import { UploadProgressBox } from '../../media/uploads/UploadProgressBox';
import type { EditorType } from '../state/editorSlice';
import { droppableInWords } from './fileDrop';
import { CANVAS_UPLOADS } from './useCanvasFileDrop';
import '../../../styles/media.css';

/**
 * What the canvas area shows of files dropped on it: the drop target while a file is dragged
 * over, the progress box of its uploads, and the notice of a refused drop or of a clip being
 * prepared (dismissable).
 */
export function FileDropLayer({ editorType, isOver, notice, onDismiss }: { editorType: EditorType; isOver: boolean; notice: string | null; onDismiss(): void }) {
  return (
    <>
      {isOver && (
        <div className="stage-drop-target">
          <p className="stage-drop-title">Add it to the scene</p>
          <p className="stage-drop-hint">{droppableInWords(editorType)}</p>
        </div>
      )}
      <div className="stage-drop-status">
        <UploadProgressBox origin={CANVAS_UPLOADS} />
        <div className="stage-drop-notice" hidden={!notice}>
          <p role="status">{notice}</p>
          <button type="button" className="media-icon-button" aria-label="Dismiss" title="Dismiss" onClick={onDismiss}>
            {CLOSE_ICON}
          </button>
        </div>
      </div>
    </>
  );
}
