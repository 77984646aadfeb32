import type { AssetItem } from '../../../contract/catalogueItems';

/** One icon, emoji, shape or illustration of a list: a button with its picture that adds (or swaps in) it. */
export function VectorCard({ item, actionLabel, onChoose }: { item: AssetItem; actionLabel: string; onChoose(item: AssetItem): void }) {
  return (
    <button type="button" className="vector-card" aria-label={actionLabel} title={item.name} onClick={() => onChoose(item)}>
      <img src={item.media_thumbnail} alt="" loading="lazy" width={56} height={56} />
    </button>
  );
}
