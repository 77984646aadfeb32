import { type ReactNode, useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PAGE_LAYOUTS, type SharingPage } from '../../../contract/sharing';
import { FormField } from '../../components/FormField';
import { LogoField } from './LogoField';
import { Loader } from '../../components/Loader';
import { PageEditorPreview } from './PageEditorPreview';
import { draftErrors, draftOf, LAYOUT_NAMES, type PageDraft, type PageField } from './pageEditorRules';
import { sharingPageName, parsePtab } from './shareRules';
import { useGetSharingPageQuery } from './sharingApi';
import { usePageAutosave } from './usePageAutosave';
import '../../styles/sharing.css';

/** `/salespage/{id}`: the sharing page editor, a form beside the live preview (issue 16). */
export function SharingPageEditorPage() {
  const { id } = useParams();
  const pageId = Number(id);
  const page = useGetSharingPageQuery(pageId);
  const back = useBackLink();
  if (page.isError)
    return (
      <div className="page-editor">
        <Link className="item-back" to={back.to}>
          ← {back.label}
        </Link>
        <p className="share-error">This sharing page could not be loaded.</p>
      </div>
    );
  if (!page.data) return <Loader label="Loading the sharing page…" />;
  return <PageEditor key={pageId} page={page.data} back={back} />;
}

/** Where the back link goes: the video whose share dialog opened the editor (its `ptab`, which reopens the dialog), else My Videos. */
function useBackLink(): { to: string; label: string } {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('ptab');
  const ptab = raw === null ? null : parsePtab(raw);
  if (raw !== null && ptab?.videoId !== undefined) return { to: `/myvideos/${ptab.videoId}?ptab=${encodeURIComponent(raw)}`, label: 'Back to the video' };
  return { to: '/myvideos', label: 'Back to My Videos' };
}

function PageEditor({ page, back }: { page: SharingPage; back: { to: string; label: string } }) {
  const [initial] = useState(() => draftOf(page));
  const [draft, setDraft] = useState(initial);
  const errors = draftErrors(draft);
  const autosave = usePageAutosave(page.id, initial, draft);
  const set = <F extends PageField>(field: F, value: PageDraft[F]) => setDraft((before) => ({ ...before, [field]: value }));
  const text = (field: PageField & ('name' | 'title' | 'headline' | 'ctaLabel' | 'ctaUrl'), label: string, hint?: string) => (
    <FormField label={label} value={draft[field]} error={errors[field]} hint={hint} onChange={(event) => set(field, event.target.value)} />
  );

  return (
    <div className="page-editor">
      <Link className="item-back" to={back.to}>
        ← {back.label}
      </Link>
      <h1 className="page-editor-title" title={draft.name}>
        {sharingPageName(draft.name) || 'Untitled page'}
      </h1>
      {autosave.failure && (
        <p className="share-error" role="alert">
          Not saved: {autosave.failure}
        </p>
      )}
      <div className="page-editor-layout">
        <form className="page-editor-form" aria-label="Sharing page" onSubmit={(event) => event.preventDefault()}>
          {text('name', 'Page name')}
          <Field label="Layout">
            {(id) => (
              <select id={id} className="field-input" value={draft.layout} onChange={(event) => set('layout', event.target.value as PageDraft['layout'])}>
                {PAGE_LAYOUTS.map((layout) => (
                  <option key={layout} value={layout}>
                    {LAYOUT_NAMES[layout]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('title', 'Page title', 'The browser tab and link previews show it.')}
          {text('headline', 'Headline', 'May hold merge tags such as {{first_name}}.')}
          <Field label="Text" error={errors.body}>
            {(id) => <textarea id={id} className="field-input page-editor-body" rows={5} value={draft.body} onChange={(event) => set('body', event.target.value)} />}
          </Field>
          <fieldset className="page-editor-group">
            <legend>Call-to-action button</legend>
            {text('ctaLabel', 'Button label')}
            {text('ctaUrl', 'Button link', 'A full address, e.g. https://example.com/book. Leave empty for no button.')}
          </fieldset>
          <Field label="Brand colour" error={errors.brandColor}>
            {(id) => (
              <span className="page-editor-color">
                <input
                  type="color"
                  aria-label="Pick the brand colour"
                  value={errors.brandColor ? '#000000' : draft.brandColor}
                  onChange={(event) => set('brandColor', event.target.value)}
                />
                <input id={id} className="field-input" value={draft.brandColor} onChange={(event) => set('brandColor', event.target.value)} />
              </span>
            )}
          </Field>
          <LogoField logo={draft.logo} error={errors.logo} onChange={(logo) => set('logo', logo)} />
          <label className="page-editor-toggle">
            <input type="checkbox" checked={draft.showCalendar} onChange={(event) => set('showCalendar', event.target.checked)} />
            Show my calendar link
          </label>
          <label className="page-editor-toggle">
            <input type="checkbox" checked={draft.showSocial} onChange={(event) => set('showSocial', event.target.checked)} />
            Show my social links
          </label>
        </form>
        <PageEditorPreview pageId={page.id} saveState={autosave.state} savedCount={autosave.savedCount} />
      </div>
    </div>
  );
}

/** A labelled control other than a text input (select, textarea, colour) with its error, in the form field's look. */
function Field({ label, error, children }: { label: string; error?: string | undefined; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-control">{children(id)}</div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
