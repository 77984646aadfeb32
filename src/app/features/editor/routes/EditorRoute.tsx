import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { EditorLayout } from '../EditorLayout';
import { CreateProjectRoute } from './CreateProjectRoute';
import { ProjectLoader } from './ProjectLoader';
import { useEditorLocation } from './useEditorLocation';

/**
 * `/{editorType}/{vid}/{id}/{tab}/…` (spec 000 §2): project 0 creates one; any other opens it in the
 * editor, inside an error boundary that leads back to My Videos or My Images.
 */
export function EditorRoute() {
  const where = useEditorLocation();
  if (!where) return <NotFoundPage />;
  if (where.projectId === 0) return <CreateProjectRoute editorType={where.editorType} section={where.section} sub={where.sub} />;
  const project = `${where.editorType}/${where.projectId}`;
  const isVideo = where.editorType === 'video';
  return (
    <ErrorBoundary resetKey={project} backTo={isVideo ? '/myvideos' : '/myimages'} backLabel={isVideo ? 'Back to My Videos' : 'Back to My Images'}>
      <ProjectLoader key={project} editorType={where.editorType} projectId={where.projectId}>
        <EditorLayout />
      </ProjectLoader>
    </ErrorBoundary>
  );
}
