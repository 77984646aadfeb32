import type { ReactNode } from 'react';

interface MediaCardProps {
  /** The button's name: what a click does ("Add image Sunset hills"). */
  actionLabel: string;
  name: string;
  thumbnail: string | null;
  /** A corner badge (a clip's length). */
  badge?: string;
  /** Why it cannot be chosen yet (a clip being prepared); disables the card. */
  pendingText?: string;
  onChoose(): void;
  /** Extra controls under the picture (rename, delete). */
  children?: ReactNode;
}

/** One picture or clip of a media list: a button with its thumbnail that adds (or swaps in) the item. */
export function MediaCard({ actionLabel, name, thumbnail, badge, pendingText, onChoose, children }: MediaCardProps) {
  return (
    <div className="media-card">
      <button type="button" className="media-card-pick" aria-label={actionLabel} title={name} disabled={Boolean(pendingText)} onClick={onChoose}>
        {thumbnail ? <img src={thumbnail} alt="" loading="lazy" width={150} height={100} /> : <span className="media-card-blank" aria-hidden="true" />}
        {badge && <span className="media-card-badge">{badge}</span>}
        {pendingText && <span className="media-card-pending">{pendingText}</span>}
      </button>
      {children ?? <span className="media-card-name">{name}</span>}
    </div>
  );
}
