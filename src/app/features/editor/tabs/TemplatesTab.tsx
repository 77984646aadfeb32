import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PagedListEnd } from '../../../components/PagedListEnd';
import { PROJECT_MODES } from '../../../../scene/constants';
import { useAppSelector } from '../../../hooks';
import { TemplateCard } from '../../templates/TemplateCard';
import type { TemplateListItem } from '../../../../contract/templates';
import { editorTemplateListUrl } from '../../templates/templatesApi';
import { useTemplateList } from '../../templates/useTemplateList';
import { editorPath, type EditorLocation } from '../routes/editorPath';
import { TemplateScenesList, type TemplateListState } from './TemplateScenesList';
import '../../../styles/templates.css';

/**
 * The editor's templates tab (spec 000 §2, video only): `templates` lists the video templates of
 * the project's size (with the avatar in avatar projects, without it otherwise), searchable;
 * choosing one opens `templates/list`, its scenes, to add some to the project. The pictures are
 * the server's (see `useTemplateList`). A failed list or search is only logged (spec 000 §8): a
 * failed search shows every template again.
 */
export function TemplatesTab({ where }: { where: EditorLocation }) {
  return where.sub[0] === 'list' ? <TemplateScenesList where={where} /> : <TemplateChooser where={where} />;
}

/** The templates of the project's size and kind; a click shows the template's scenes. */
function TemplateChooser({ where }: { where: EditorLocation }) {
  const navigate = useNavigate();
  const document = useAppSelector((state) => state.editor.document);
  const size = document?.size ?? 0;
  const isHuman = document?.mode === PROJECT_MODES.avatar;
  const { text, setText, search, list } = useTemplateList((query) => editorTemplateListUrl(size, isHuman, query), size);
  const { isError, isSearchFailed } = list;
  useEffect(() => {
    if (isError) console.error('The template list could not be loaded');
    else if (isSearchFailed) console.error('The template search failed; showing every template');
  }, [isError, isSearchFailed]);
  const open = (item: TemplateListItem) => {
    const state: TemplateListState = { name: item.name, id: item.id, list: item.scenes };
    void navigate(editorPath({ ...where, section: 'templates', sub: ['list'] }), { state });
  };

  return (
    <div className="editor-tab">
      <h2 className="tab-title">Templates</h2>
      <input
        type="search"
        className="field-input editor-templates-search"
        placeholder="Search templates"
        aria-label="Search templates"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {list.isLoading && <span className="spinner" aria-label="Loading templates" />}
      {!list.isLoading && !list.isError && list.items.length === 0 && <p className="tab-hint">{search ? `No templates match “${search}”.` : 'No templates for this size yet.'}</p>}
      <ul className="editor-templates-grid" aria-label="Templates">
        {list.items.map((item) => (
          <TemplateCard key={item.id} item={item} size={size} onOpen={open} />
        ))}
      </ul>
      <PagedListEnd {...list} label="templates" />
    </div>
  );
}
