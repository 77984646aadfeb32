import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { Loader } from '../../components/Loader';
import { ShareActions } from '../sharing/ShareActions';
import { ShareReport } from '../sharing/ShareReport';
import { TemplateEngineProvider } from '../templates/TemplateEngineContext';
import { EditableTitle } from './EditableTitle';
import { DetailDownload } from './DetailDownload';
import { isReady } from './itemRules';
import { ItemPreviewDialog } from './ItemPreviewDialog';
import type { ProjectCard } from '../../../contract/projects';
import { type ItemKind, KINDS, useGetItemDetailsQuery } from './myItemsApi';
import { StatusTile } from './StatusTile';
import { useItemActions } from './useItemActions';
import { useItemThumbnail } from './useItemThumbnail';
import '../../styles/templates.css';
import '../../styles/my-items.css';

/** `/myvideos/{vid}` or `/myimages/{vid}` (spec 002 §2), with the engine that draws a picture the item has none of. */
export function ItemDetailPage({ kind }: { kind: ItemKind }) {
  const { id } = useParams();
  return (
    <TemplateEngineProvider>
      <ItemDetail key={`${kind}/${id}`} kind={kind} id={Number(id)} />
    </TemplateEngineProvider>
  );
}

/**
 * A generated video or image: rename in place, clone, delete, the picture with a play button once
 * ready, the Personalized badge, and Download only at status 1 (`DetailDownload`). A
 * failed fetch goes back to the list (spec 002 §8). Share via Link and the report are the sharing feature's.
 */
export function ItemDetail({ kind, id }: { kind: ItemKind; id: number }) {
  const info = KINDS[kind];
  const navigate = useNavigate();
  const details = useGetItemDetailsQuery({ kind, id });
  const actions = useItemActions(kind);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isPreviewing, setIsPreviewing] = useState(false);

  useEffect(() => {
    if (details.isError) void navigate(info.route, { replace: true });
  }, [details.isError, info.route, navigate]);

  if (!details.data) return <Loader label={`Loading the ${info.thing}…`} />;
  const item = details.data;

  const remove = async () => {
    setIsConfirming(false);
    // A failed video delete says so and goes back to the list all the same (spec 002 §8).
    const isGone = await actions.remove(item);
    void navigate(info.route, { state: isGone ? null : { deleteFailed: item.id } });
  };

  return (
    <div className="item-detail">
      <Link className="item-back" to={info.route}>
        ← Back to {info.heading}
      </Link>
      <header className="item-detail-header">
        <EditableTitle name={item.name} onRename={(name) => void actions.rename(item, name)} />
        {item.isPersonalized && <span className="item-badge">Personalized</span>}
        <div className="item-detail-icons">
          <button type="button" className="icon-button" aria-label={`Clone ${info.thing}`} title="Clone" onClick={() => void actions.duplicate(item)}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <rect x="8" y="8" width="12" height="12" rx="2" />
              <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
            </svg>
          </button>
          <button type="button" className="icon-button" aria-label={`Delete ${info.thing}`} title="Delete" onClick={() => setIsConfirming(true)}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M5 7h14M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
            </svg>
          </button>
        </div>
      </header>
      <DetailPicture kind={kind} item={item} onPlay={() => setIsPreviewing(true)} />
      <div className="item-detail-actions">
        <DetailDownload kind={kind} item={item} />
        <ShareActions kind={kind} item={item} />
      </div>
      {item.report && item.dailyReport && <ShareReport report={item.report} dailyReport={item.dailyReport} />}
      <ConfirmDeleteDialog isOpen={isConfirming} thing={info.thing} onCancel={() => setIsConfirming(false)} onDelete={() => void remove()} />
      <ItemPreviewDialog kind={info} item={isPreviewing ? item : null} onClose={() => setIsPreviewing(false)} />
    </div>
  );
}

/** The item's picture: a play (or view) button over it once ready, the status tile while it is not. */
function DetailPicture({ kind, item, onPlay }: { kind: ItemKind; item: ProjectCard; onPlay: () => void }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const { url, isFailed } = useItemThumbnail(element, kind, item);
  return (
    <div ref={setElement} className="item-thumb item-detail-thumb">
      {url ? <img src={url} alt="" /> : <span className={isFailed ? 'template-thumb-empty' : 'template-thumb-loading'} aria-hidden="true" />}
      <StatusTile generation={item.mainVideoGenerate} />
      {isReady(item) && (
        <button type="button" className="item-play" aria-label={kind === 'video' ? 'Play video' : 'View image'} onClick={onPlay}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className={kind === 'video' ? undefined : 'item-view-icon'}>
            <path d={kind === 'video' ? 'M8 5v14l11-7z' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'} />
          </svg>
        </button>
      )}
    </div>
  );
}
