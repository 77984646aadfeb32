import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Loader } from '../../../components/Loader';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../hooks';
import { repairProjectDocument } from '../../../../scene/document';
import { useGetProjectQuery } from '../projectApi';
import { autosaveTurn } from '../state/autosave';
import { projectClosed, projectOpened, type EditorType } from '../state/editorSlice';
import { dropLocalCopy, readLocalCopy, restoredDocument } from '../state/localCopy';
import { rememberPtab } from './ptab';

/** Where a project's list is: My Videos or My Images. */
function listPath(editorType: EditorType): string {
  return editorType === 'video' ? '/myvideos/' : '/myimages/';
}

/**
 * Opens a project in the editor: loads it (a 404 goes back to its list, a generated project to
 * its my-items page, spec 001 §2), with the edits this browser kept that the server does not have
 * yet (`localCopy.ts`; the autosave then sends them), keeps `?ptab=` for the session, and on
 * leaving saves what is unsaved before closing it.
 */
export function ProjectLoader({ editorType, projectId, children }: { editorType: EditorType; projectId: number; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const openId = useAppSelector((state) => state.editor.project?.id);
  const { data, error } = useGetProjectQuery({ editorType, id: projectId });

  useEffect(() => {
    const ptab = params.get('ptab');
    if (ptab === null) return;
    rememberPtab(projectId, ptab);
    const rest = new URLSearchParams(params);
    rest.delete('ptab');
    setParams(rest, { replace: true });
  }, [params, projectId, setParams]);

  useEffect(() => {
    if (error) void navigate(listPath(editorType), { replace: true });
  }, [editorType, error, navigate]);

  useEffect(() => {
    if (!data) return;
    const project = { id: data.id, editorType, name: data.name };
    if (data.isGenerated) {
      // Its document no longer changes: nothing kept for it will be saved.
      dropLocalCopy(project);
      void navigate(`${listPath(editorType)}${data.id}`, { replace: true });
      return;
    }
    // Opened once: later fetches (after a 409) are merged by the autosave, not loaded over the edits.
    if (store.getState().editor.project?.id === data.id) return;
    const { document } = repairProjectDocument(data.jsonData);
    const unsaved = restoredDocument(document, readLocalCopy(project));
    if (!unsaved) dropLocalCopy(project);
    dispatch(projectOpened({ project, document, revision: data.revision, unsaved: unsaved ?? undefined }));
  }, [data, dispatch, editorType, navigate, store]);

  // Counts mounts, so that a remount (React's strict mode) cancels the close of the unmount before it.
  const mounts = useRef({ count: 0 });
  useEffect(() => {
    const counter = mounts.current;
    const mount = ++counter.count;
    return () => {
      void dispatch(autosaveTurn()).finally(() => {
        if (counter.count === mount) dispatch(projectClosed(projectId));
      });
    };
  }, [dispatch, projectId]);

  if (openId !== projectId) return <Loader label="Scene is Loading ..." isFullPage />;
  return children;
}
