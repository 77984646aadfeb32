import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { PagedListEnd } from '../../components/PagedListEnd';
import { usePagedList } from '../../api/pagedList';
import { TemplateEngineProvider } from '../templates/TemplateEngineContext';
import { ItemCardView } from './ItemCardView';
import { deleteFailedMessage } from './itemRules';
import { ItemPreviewDialog } from './ItemPreviewDialog';
import type { ProjectCard } from '../../../contract/projects';
import { type ItemKind, type ItemTab, itemListUrl, KINDS } from './myItemsApi';
import { useItemActions } from './useItemActions';
import '../../styles/templates.css';
import '../../styles/my-items.css';
import { ListTabs } from '../templates/ListTabs';

const TABS: readonly { tab: ItemTab; label: string }[] = [
  { tab: 'generated', label: 'Generated' },
  { tab: 'draft', label: 'Drafts' },
];

/** A new image opens in the editor in a new tab (spec 002 §2 "Create Image tile"). */
export const CREATE_IMAGE_PATH = '/image/0/0/avatar?mode=2';

/** My Videos (`/myvideos`) or My Images (`/myimages`), with the engine that draws draft pictures. */
export function MyItemsPage({ kind }: { kind: ItemKind }) {
  return (
    <TemplateEngineProvider>
      <MyItemsBrowser key={kind} kind={kind} />
    </TemplateEngineProvider>
  );
}

/**
 * The Generated and Drafts tabs of one kind (spec 001 §2; 002 §2): cards ten at a time as the
 * 70vh list scrolls, kept live by the socket; on My Images the Generated tab starts with a Create
 * Image tile.
 */
export function MyItemsBrowser({ kind }: { kind: ItemKind }) {
  const info = KINDS[kind];
  const [tab, setTab] = useState<ItemTab>('generated');
  const list = usePagedList<ProjectCard>(itemListUrl(kind, tab));
  const location = useLocation();
  const failedDelete = (location.state as { deleteFailed?: number } | null)?.deleteFailed;
  const actions = useItemActions(kind, failedDelete === undefined ? null : deleteFailedMessage(failedDelete));
  const [deleting, setDeleting] = useState<ProjectCard | null>(null);
  const [previewing, setPreviewing] = useState<ProjectCard | null>(null);
  const hasCreateTile = kind === 'image' && tab === 'generated';

  const confirmDelete = () => {
    const item = deleting!;
    setDeleting(null);
    void actions.remove(item);
  };

  return (
    <div className="my-items-page">
      <header className="templates-header">
        <h1 className="page-title">{info.heading}</h1>
      </header>
      <div className="templates-toolbar">
        <ListTabs tabs={TABS} selected={tab} onSelect={setTab} label={info.heading} idPrefix="my-items" />
      </div>
      {actions.error && (
        <Alert tone="error" onDismiss={actions.clearError}>
          {actions.error}
        </Alert>
      )}
      <section id="my-items-panel" role="tabpanel" aria-labelledby={`my-items-tab-${tab}`} className="my-items-list">
        {list.isError && <Alert tone="error">The list could not be loaded. Please try again.</Alert>}
        {list.isLoading && <span className="spinner" aria-label="Loading" />}
        <ul className="my-items-grid" aria-label={`${info.heading}: ${TABS.find((each) => each.tab === tab)!.label}`}>
          {hasCreateTile && (
            <li className="item-card">
              <a className="item-create" href={CREATE_IMAGE_PATH} target="_blank" rel="noopener">
                <span className="item-create-plus" aria-hidden="true">
                  +
                </span>
                Create Image
              </a>
            </li>
          )}
          {list.items.map((item) => (
            <ItemCardView key={item.id} kind={info} item={item} onPreview={setPreviewing} onDuplicate={(chosen) => void actions.duplicate(chosen)} onDelete={setDeleting} />
          ))}
        </ul>
        {!list.isLoading && !list.isError && list.items.length === 0 && (
          <p className="templates-empty">{tab === 'generated' ? `No generated ${info.thing}s yet.` : `No ${info.thing} drafts yet.`}</p>
        )}
        <PagedListEnd {...list} label={`${info.thing}s`} />
      </section>
      <ConfirmDeleteDialog isOpen={deleting !== null} thing={info.thing} onCancel={() => setDeleting(null)} onDelete={confirmDelete} />
      <ItemPreviewDialog kind={info} item={previewing} onClose={() => setPreviewing(null)} />
    </div>
  );
}
