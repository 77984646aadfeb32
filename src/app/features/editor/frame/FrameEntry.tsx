import { useNavigate } from 'react-router-dom';
import { editorPath } from '../routes/editorPath';
import { useEditorLocation } from '../routes/useEditorLocation';

/** The Avatar tab's way into frame editing: the avatar panel's `frame` sub-route (spec 000 §2). */
export function FrameEntry() {
  const navigate = useNavigate();
  const where = useEditorLocation();
  if (!where) return null;
  return (
    <button type="button" className="btn btn-secondary frame-entry" onClick={() => void navigate(editorPath({ ...where, section: 'avatar', sub: ['frame'] }))}>
      Frame
    </button>
  );
}
