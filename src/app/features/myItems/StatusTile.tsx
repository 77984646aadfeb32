import { GENERATE_STATUS } from '../../../contract/generation';
import { statusTile } from './itemRules';
import type { ItemGeneration } from '../../../contract/generation';

/**
 * The generation status over an item's picture (spec 001 §4): a failure covers it; a generation
 * under way is a band at its foot, so the picture shows through, with the spec's message and the
 * percentage, a progress bar, and beside them the step in words and the time left when the server
 * tells them. Nothing once ready.
 */
export function StatusTile({ generation }: { generation: ItemGeneration }) {
  const tile = statusTile(generation);
  if (!tile) return null;
  if (generation.status === GENERATE_STATUS.failed) {
    return (
      <span className="item-status item-status-0" role="status">
        <span>{tile.message}</span>
      </span>
    );
  }
  const percent = tile.percent ?? 0;
  return (
    <span className={`item-status item-status-busy item-status-${generation.status}`} role="status">
      <span className="item-status-line">
        <span>{tile.message}</span>
        {tile.percent !== null && <strong>{tile.percent}%</strong>}
      </span>
      <span className="item-progress" role="progressbar" aria-label="Generation progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </span>
      {(tile.step || tile.eta) && (
        <span className="item-status-line item-status-detail">
          {tile.step && <span>{tile.step}</span>}
          {tile.eta && <span>{tile.eta}</span>}
        </span>
      )}
    </span>
  );
}
