import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { useCopyProjectMutation, useDeleteProjectMutation } from '../projectApi';
import { editorPath } from '../routes/editorPath';
import { saveNow } from '../state/autosave';
import { selectProject } from '../state/editorSlice';

/**
 * Duplicate and Delete of the open project (spec 000 §4): Duplicate saves, dims its icon during
 * the request and opens the copy in a new tab; Delete asks first and then goes to the list,
 * whether it worked or not.
 */
export function ProjectActions() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const project = useAppSelector(selectProject);
  const [copyProject, copy] = useCopyProjectMutation();
  const [deleteProject] = useDeleteProjectMutation();
  const [isConfirming, setIsConfirming] = useState(false);
  if (!project) return null;
  const thing = project.editorType === 'video' ? 'video' : 'image';

  const duplicate = async () => {
    // The tab is opened now, inside the click, so that pop-up blockers let it through.
    const tab = window.open('about:blank', '_blank');
    await dispatch(saveNow());
    const reply = await copyProject({ editorType: project.editorType, id: project.id });
    if (reply.data && tab) tab.location.href = editorPath({ editorType: project.editorType, projectId: reply.data.id, sceneIndex: 0 });
    else tab?.close();
  };
  const remove = async () => {
    setIsConfirming(false);
    await deleteProject({ editorType: project.editorType, id: project.id });
    void navigate(project.editorType === 'video' ? '/myvideos/' : '/myimages/');
  };

  return (
    <>
      <button
        type="button"
        className={copy.isLoading ? 'icon-button is-dimmed' : 'icon-button'}
        aria-label={`Duplicate ${thing}`}
        title="Duplicate"
        disabled={copy.isLoading}
        onClick={() => void duplicate()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <rect x="8" y="8" width="12" height="12" rx="2" />
          <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
        </svg>
      </button>
      <button type="button" className="icon-button" aria-label={`Delete ${thing}`} title="Delete" onClick={() => setIsConfirming(true)}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M5 7h14M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
        </svg>
      </button>
      <ConfirmDeleteDialog isOpen={isConfirming} thing={thing} onCancel={() => setIsConfirming(false)} onDelete={() => void remove()} />
    </>
  );
}
