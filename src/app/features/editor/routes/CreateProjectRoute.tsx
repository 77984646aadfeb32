import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Loader } from '../../../components/Loader';
import { PROJECT_MODES, type CanvasSizeIndex } from '../../../../scene/constants';
import { createBlankProject } from '../../../../scene/factories';
import { readApiError } from '../../../api/apiError';
import { useCopyTemplateMutation } from '../../templates/templatesApi';
import { useCreateProjectMutation } from '../projectApi';
import type { EditorType } from '../state/editorSlice';
import { editorPath } from './editorPath';

/** The canvas size asked for by `?size=` (0, 1 or 2), else the default. */
function sizeFrom(value: string | null): CanvasSizeIndex | undefined {
  return value === '0' || value === '1' || value === '2' ? (Number(value) as CanvasSizeIndex) : undefined;
}

/** Project mode: images are mode 2; videos take `?mode=1` (no avatar) or default to 0 (avatar). */
function modeFrom(editorType: EditorType, value: string | null) {
  if (editorType === 'image') return PROJECT_MODES.image;
  return value === '1' ? PROJECT_MODES.nonAvatar : PROJECT_MODES.avatar;
}

/**
 * `/{editorType}/0/…` and `/create` (spec 000 §2): creates a project and replaces the address with
 * `/{editorType}/{newId}/0/avatar`, or with the tab and page the `/0/…` address asked for
 * (`/video/0/0/elements/icons` opens the new project's icon list). With `?template=` the project is
 * a copy of that template in the asked size (the template copy call); without, a blank project of
 * the asked size and mode.
 */
export function CreateProjectRoute({ editorType, section, sub }: { editorType: EditorType; section?: string; sub?: string[] }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [createProject] = useCreateProjectMutation();
  const [copyTemplate] = useCopyTemplateMutation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const size = sizeFrom(params.get('size'));
    const template = params.get('template')?.trim();
    const created = template
      ? copyTemplate({ id: template, kind: editorType, size: size ?? 0 })
      : createProject({ editorType, d: createBlankProject({ size, mode: modeFrom(editorType, params.get('mode')) }) });
    created
      .unwrap()
      .then(({ id }) => navigate(editorPath({ editorType, projectId: id, sceneIndex: 0, section, sub }), { replace: true }))
      .catch((failure: unknown) => setError(readApiError(failure).message));
  }, [copyTemplate, createProject, editorType, navigate, params, section, sub]);

  if (error) return <Alert tone="error">{error}</Alert>;
  return <Loader label="Scene is Loading ..." isFullPage />;
}
