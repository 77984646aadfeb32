import { useLocation } from 'react-router-dom';
import { type EditorLocation, parseEditorPath } from './editorPath';

/** Where the editor is, read from the address (see {@link parseEditorPath}); null off the editor routes. */
export function useEditorLocation(): EditorLocation | null {
  return parseEditorPath(useLocation().pathname);
}
