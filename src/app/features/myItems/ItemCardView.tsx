import { useState } from 'react';
import { Link } from 'react-router-dom';
import { cardName } from './itemRules';
import { ItemMenu } from './ItemMenu';
import { StatusTile } from './StatusTile';
import type { ProjectCard } from '../../../contract/projects';
import type { KindInfo } from './myItemsApi';
import { itemEditorPath } from './useItemActions';
import { useItemThumbnail } from './useItemThumbnail';

type ItemCardViewProps = {
  kind: KindInfo;
  item: ProjectCard;
  onPreview: (item: ProjectCard) => void;
  onDuplicate: (item: ProjectCard) => void;
  onDelete: (item: ProjectCard) => void;
};

/** When an item was last changed, as a card says it. */
const changedAt = (timestamp: string) => new Date(timestamp).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });

/**
 * A card of My Videos or My Images: the picture (with the status tile while a generation is not
 * ready), the name and the menu. A draft opens in the editor in a new tab; a generated item opens
 * its detail screen (spec 002 §2).
 */
export function ItemCardView({ kind, item, onPreview, onDuplicate, onDelete }: ItemCardViewProps) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const { url, isFailed } = useItemThumbnail(element, kind.kind, item);
  const name = cardName(item.name);
  const picture = (
    <span ref={setElement} className="item-thumb">
      {url ? <img src={url} alt="" /> : <span className={isFailed ? 'template-thumb-empty' : 'template-thumb-loading'} aria-hidden="true" />}
      {item.isGenerated && <StatusTile generation={item.mainVideoGenerate} />}
    </span>
  );
  return (
    <li className="item-card">
      {item.isGenerated ? (
        <Link className="item-card-open" to={`${kind.route}/${item.id}`} aria-label={name}>
          {picture}
        </Link>
      ) : (
        <a className="item-card-open" href={itemEditorPath(kind.kind, item.id)} target="_blank" rel="noopener" aria-label={`Edit ${name}`}>
          {picture}
        </a>
      )}
      <div className="item-card-footer">
        <div className="item-card-text">
          <span className="item-card-name" title={item.name}>
            {name}
          </span>
          <span className="item-card-meta">
            {item.isPersonalized && <span className="item-badge">Personalized</span>}
            {changedAt(item.timestamp)}
          </span>
        </div>
        <ItemMenu kind={kind} item={item} label={name} onPreview={onPreview} onDuplicate={onDuplicate} onDelete={onDelete} />
      </div>
    </li>
  );
}
