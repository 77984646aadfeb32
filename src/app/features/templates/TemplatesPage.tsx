import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { PagedListEnd } from '../../components/PagedListEnd';
import { Popup } from '../../components/Popup';
import type { CanvasSizeIndex } from '../../../scene/constants';
import { TemplateCard } from './TemplateCard';
import { TemplatePreview } from './TemplatePreview';
import { SIZE_RATIOS, templateListUrl, type TemplateTab } from './templatesApi';
import { useTemplateList } from './useTemplateList';
import { newTemplatePath } from './newTemplatePath';
import '../../styles/templates.css';
import { ListTabs } from './ListTabs';

/** The tabs of the Templates page (spec 001 §2), in order. */
export const TEMPLATE_TABS: readonly { tab: TemplateTab; label: string }[] = [
  { tab: 'avatar', label: 'Avatar Videos' },
  { tab: 'nonAvatar', label: 'Non-Avatar Videos' },
  { tab: 'image', label: 'Image Templates' },
];

const SIZES: readonly CanvasSizeIndex[] = [0, 1, 2];

/**
 * The Templates home page `/` (spec 001 §2): the templates by tab (Avatar Videos, Non-Avatar
 * Videos, Image Templates), in the chosen size, searchable, ten at a time as the list scrolls,
 * with the pictures the server renders (see `useTemplateList`); a card opens the template's
 * preview, whose "Use This Template" copies it into a new draft and opens the editor.
 */
export function TemplatesPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<TemplateTab>('avatar');
  const [size, setSize] = useState<CanvasSizeIndex>(0);
  const [openedId, setOpenedId] = useState<string | null>(null);
  const { text, setText, search, list } = useTemplateList((query) => templateListUrl(tab, query), size);
  // The opened template as the list now answers it, so a preview made while it is open shows.
  const opened = list.items.find((item) => item.id === openedId) ?? null;
  const tabLabel = TEMPLATE_TABS.find((candidate) => candidate.tab === tab)!.label;

  return (
    <div className="templates-page">
      <header className="templates-header">
        <div>
          <h1 className="page-title">Templates</h1>
          <p className="page-lead">Start from a professionally designed template. It opens as a new draft in the editor, ready for your words.</p>
        </div>
      </header>
      <div className="templates-toolbar">
        <ListTabs tabs={TEMPLATE_TABS} selected={tab} onSelect={setTab} label="Template types" idPrefix="templates" />
        <div className="templates-filters">
          <div className="templates-sizes" role="group" aria-label="Size">
            {SIZES.map((value) => (
              <button key={value} type="button" className="templates-size" aria-pressed={size === value} onClick={() => setSize(value)}>
                <span className={`templates-size-icon templates-size-icon-${value}`} aria-hidden="true" />
                {SIZE_RATIOS[value]}
              </button>
            ))}
          </div>
          <input
            type="search"
            className="field-input templates-search"
            placeholder="Search templates"
            aria-label="Search templates"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <section id="templates-panel" role="tabpanel" aria-labelledby={`templates-tab-${tab}`} className="templates-panel">
        {list.isSearchFailed && <Alert tone="info">The search did not work. Showing all {tabLabel.toLowerCase()} instead.</Alert>}
        {list.isError && <Alert tone="error">The templates could not be loaded. Please try again.</Alert>}
        {list.isLoading && <span className="spinner" aria-label="Loading templates" />}
        {!list.isLoading && !list.isError && list.items.length === 0 && <p className="templates-empty">{search ? `No templates match “${search}”.` : 'No templates here yet.'}</p>}
        <ul className={`templates-grid templates-grid-${size}`} aria-label={tabLabel}>
          {list.items.map((item) => (
            <TemplateCard key={item.id} item={item} size={size} onOpen={(chosen) => setOpenedId(chosen.id)} />
          ))}
        </ul>
        <PagedListEnd {...list} label="templates" />
      </section>
      <Popup
        isOpen={opened !== null}
        title={opened?.name ?? ''}
        onClose={() => setOpenedId(null)}
        onConfirm={() => opened && navigate(newTemplatePath({ template: opened.id, kind: opened.kind, size }))}
      >
        {opened && <TemplatePreview key={`${opened.id}:${size}`} item={opened} size={size} />}
      </Popup>
    </div>
  );
}
