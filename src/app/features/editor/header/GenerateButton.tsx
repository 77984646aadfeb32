import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { projectLengthLimit } from '../../../../scene/timing';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { useGenerateProjectMutation } from '../projectApi';
import { publishedImagePath, storedPtab } from '../routes/ptab';
import { saveNow } from '../state/autosave';
import { selectProject } from '../state/editorSlice';

/**
 * Generate Video (Publish for images), spec 000 §4: saves first; on success goes to the item's
 * page (/myvideos/{id}, /myimages/{id}, or for an image opened from a video project the address
 * its kept `ptab` leads to, spec 000 §2), on any failure to the list. Disabled while the video is
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
    if (!reply || !('data' in reply)) return void navigate(list);
    void navigate(project.editorType === 'video' ? `${list}${project.id}` : publishedImagePath(project.id, storedPtab(project.id)));
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
