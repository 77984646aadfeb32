import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { useRenameProjectMutation } from '../projectApi';
import { projectRenamed, selectProject, type OpenProject } from '../state/editorSlice';

/**
 * The editable project name (spec 000 §5): a blank name on blur is refused and the previous
 * name restored; another name is saved and becomes the page title. A failed rename is only
 * logged (spec 000 §8).
 */
export function ProjectNameField() {
  const project = useAppSelector(selectProject);
  useEffect(() => {
    if (project) document.title = `${project.name} · Avatar Studio`;
  }, [project]);
  // Keyed by the name, so the field starts over from the stored name whenever it changes.
  return project ? <NameInput key={project.name} project={project} /> : null;
}

function NameInput({ project }: { project: OpenProject }) {
  const dispatch = useAppDispatch();
  const [renameProject] = useRenameProjectMutation();
  const [draft, setDraft] = useState(project.name);
  const commit = () => {
    const name = draft.trim();
    if (name === '' || name === project.name) {
      setDraft(project.name);
      return;
    }
    dispatch(projectRenamed(name));
    renameProject({ editorType: project.editorType, id: project.id, name })
      .unwrap()
      .catch((failure: unknown) => console.error('The project could not be renamed', failure));
  };

  return (
    <input
      className="project-name"
      aria-label="Project name"
      value={draft}
      maxLength={200}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') {
          setDraft(project.name);
          event.currentTarget.blur();
        }
      }}
    />
  );
}
