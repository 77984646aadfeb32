import { NotFoundPage } from '../../shell/NotFoundPage';
import { EditorLayout } from '../EditorLayout';
import { CreateProjectRoute } from './CreateProjectRoute';
import { ProjectLoader } from './ProjectLoader';
import { useEditorLocation } from './useEditorLocation';

/** `/{editorType}/{vid}/{id}/{tab}/…` (spec 000 §2): project 0 creates one; any other opens it in the editor. */
export function EditorRoute() {
  const where = useEditorLocation();
  if (!where) return <NotFoundPage />;
  if (where.projectId === 0) return <CreateProjectRoute editorType={where.editorType} section={where.section} sub={where.sub} />;
  return (
    <ProjectLoader key={`${where.editorType}/${where.projectId}`} editorType={where.editorType} projectId={where.projectId}>
      <EditorLayout />
    </ProjectLoader>
  );
}
