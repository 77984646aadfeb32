import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { projectLengthLimit } from '../../../../scene/timing';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { useGenerateProjectMutation } from '../projectApi';
import { saveNow } from '../state/autosave';
import { selectProject } from '../state/editorSlice';

/**
 * Generate Video (Publish for images), spec 000 §4: saves first; on success goes to the item's
 * page (/myvideos/{id} or /myimages/{id}), on any failure to the list. Disabled while the video is
 * longer than its limit (240 s with an avatar, 120 s without; spec 000 §9).
 */
export function GenerateButton() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const project = useAppSelector(selectProject);
  const isTooLong = useAppSelector((state) => (state.editor.document ? projectLengthLimit(state.editor.document).isOver : false));
  const [generateProject] = useGenerateProjectMutation();
  const [isBusy, setIsBusy] = useState(false);
  if (!project) return null;
  const list = project.editorType === 'video' ? '/myvideos/' : '/myimages/';

  const generate = async () => {
    setIsBusy(true);
    const isSaved = await dispatch(saveNow());
    const reply = isSaved ? await generateProject({ editorType: project.editorType, id: project.id, name: project.name }) : null;
    void navigate(reply && 'data' in reply ? `${list}${project.id}` : list);
  };

  return (
    <button
      type="button"
      className="btn btn-primary generate-button"
      disabled={isBusy || isTooLong}
      title={isTooLong ? 'The video is longer than its limit: shorten a scene first.' : undefined}
      onClick={() => void generate()}
    >
      {project.editorType === 'video' ? 'Generate Video' : 'Publish'}
    </button>
  );
}
