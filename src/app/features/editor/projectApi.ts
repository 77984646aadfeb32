import { apiSlice } from '../../api/apiSlice';
import type { DocumentPatch } from '../../../scene/patch';
import type { EditorType } from './state/editorSlice';
import type { Project, ProjectCopy, ProjectVersion } from '../../../contract/projects';
import { resultOf } from '../../../contract/reply';

/** The API path of a project kind (spec 000 §7): videos under /api/newvideo/video/, images under /api/newimage/image/. */
export function projectPath(editorType: EditorType): string {
  return editorType === 'video' ? '/api/newvideo/video/' : '/api/newimage/image/';
}

type ProjectRef = { editorType: EditorType; id: number };

/** An autosave not answered within this long counts as failed (a hung connection is offline too), ms. */
const AUTOSAVE_TIMEOUT_MS = 15_000;

/** The project calls of the editor (spec 000 §7, 001 §7). */
export const projectApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    createProject: build.mutation<ProjectVersion, { editorType: EditorType; d: unknown; name?: string }>({
      query: ({ editorType, d, name }) => ({ url: `${editorType === 'video' ? '/api/newvideo/video/create/' : '/api/newimage/image/create/'}`, method: 'POST', body: { d, name } }),
      transformResponse: resultOf<ProjectVersion>,
    }),
    getProject: build.query<Project, ProjectRef>({
      query: ({ editorType, id }) => `${projectPath(editorType)}${id}/`,
      transformResponse: resultOf<Project>,
      keepUnusedDataFor: 0,
    }),
    renameProject: build.mutation<ProjectVersion, ProjectRef & { name: string }>({
      query: ({ editorType, id, name }) => ({ url: `${projectPath(editorType)}${id}/`, method: 'PUT', body: { name } }),
      transformResponse: resultOf<ProjectVersion>,
    }),
    /** Autosave: the diff against the document the server holds at `revision`; 409 when it holds another. */
    autosaveProject: build.mutation<ProjectVersion, ProjectRef & { d: DocumentPatch[]; revision: number }>({
      query: ({ editorType, id, d, revision }) => ({ url: `${projectPath(editorType)}${id}/`, method: 'PUT', body: { d, revision }, timeout: AUTOSAVE_TIMEOUT_MS }),
      transformResponse: resultOf<ProjectVersion>,
    }),
    /** Explicit save: the whole document. */
    saveProject: build.mutation<ProjectVersion, ProjectRef & { d: unknown }>({
      query: ({ editorType, id, d }) => ({ url: `${projectPath(editorType)}${id}/`, method: 'POST', body: { d } }),
      transformResponse: resultOf<ProjectVersion>,
    }),
    /** Generate Video / Publish (spec 000 §7): the render itself is the generation feature's. */
    generateProject: build.mutation<unknown, ProjectRef & { name: string }>({
      query: ({ editorType, id, name }) => ({ url: `${projectPath(editorType)}generate/${id}/`, method: 'POST', body: { name } }),
    }),
    deleteProject: build.mutation<{ id: number }, ProjectRef>({
      query: ({ editorType, id }) => ({ url: `${projectPath(editorType)}${id}/`, method: 'DELETE' }),
      transformResponse: resultOf<{ id: number }>,
    }),
    copyProject: build.mutation<ProjectCopy, ProjectRef>({
      query: ({ editorType, id }) => `${projectPath(editorType)}copy/${id}/`,
      transformResponse: resultOf<ProjectCopy>,
    }),
  }),
});

export const { useCreateProjectMutation, useGetProjectQuery, useRenameProjectMutation, useGenerateProjectMutation, useDeleteProjectMutation, useCopyProjectMutation } = projectApi;
