import { statusTile } from './itemRules';
import type { ItemGeneration } from './myItemsApi';

/** The generation status over an item's picture (spec 001 §4), with the percentage while generating; nothing once ready. */
export function StatusTile({ generation }: { generation: ItemGeneration }) {
  const tile = statusTile(generation);
  if (!tile) return null;
  return (
    <span className={`item-status item-status-${generation.status}`} role="status">
      <span>{tile.message}</span>
      {tile.percent !== null && <strong>{tile.percent}%</strong>}
    </span>
  );
}
