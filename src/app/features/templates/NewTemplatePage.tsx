import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { readApiError } from '../../api/apiError';
import { Alert } from '../../components/Alert';
import { Loader } from '../../components/Loader';
import { editorPath } from '../editor/routes/editorPath';
import { readNewTemplateQuery } from './newTemplatePath';
import { useCopyTemplateMutation, useLazyGetTemplateScenesQuery } from './templatesApi';

/** Whether a failed call answered 404. */
function isNotFound(failure: unknown): boolean {
  return typeof failure === 'object' && failure !== null && (failure as { status?: unknown }).status === 404;
}

/**
 * `/new-template?template=x` (spec 001 §2 "Template copy page"): copies the template into a new
 * draft of the signed-in user and opens it in the editor, replacing this address. Anonymous
 * visitors never get here: the route guard sends them to `/login/?template=x`, which brings them
 * back after login. `kind` and `size` come from the Templates page; without `kind` the template's
 * own is looked up first, without `size` it opens in 16:9.
 */
export function NewTemplatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [copyTemplate] = useCopyTemplateMutation();
  const [fetchScenes] = useLazyGetTemplateScenesQuery();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const query = readNewTemplateQuery(params);

  useEffect(() => {
    if (started.current || !query) return;
    started.current = true;
    const size = query.size ?? 0;
    (async () => {
      const kind = query.kind ?? (await fetchScenes({ id: query.template, size, scenes: [0] }, true).unwrap()).kind;
      const copy = await copyTemplate({ id: query.template, kind, size }).unwrap();
      await navigate(editorPath({ editorType: kind, projectId: copy.id, sceneIndex: 0 }), { replace: true });
    })().catch((failure: unknown) => setError(isNotFound(failure) ? 'This template does not exist.' : readApiError(failure).message));
  }, [copyTemplate, fetchScenes, navigate, query]);

  if (!query || error) {
    return (
      <div className="new-template">
        <Alert tone="error">{error ?? 'No template was chosen.'}</Alert>
        <Link to="/" className="btn btn-primary">
          Browse templates
        </Link>
      </div>
    );
  }
  return <Loader label="Opening the template…" isFullPage />;
}
