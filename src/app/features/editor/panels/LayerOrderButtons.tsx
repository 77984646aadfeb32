import type { LayerMove, LayerMoves } from '../../../../scene/ops/layers';
import { ORDER_ICONS } from './icons';
import { PanelSection } from './Panel';

export interface LayerOrderButtonsProps {
  moves: LayerMoves;
  onMove: (direction: LayerMove) => void;
}

const BUTTONS: readonly { move: LayerMove; label: string; title: string }[] = [
  { move: 'back', label: 'Back', title: 'Send to back' },
  { move: 'backward', label: 'Backward', title: 'Send backward' },
  { move: 'forward', label: 'Forward', title: 'Bring forward' },
  { move: 'front', label: 'Front', title: 'Bring to front' },
];

/** Layer order: Back, Backward, Forward, Front. */
export function LayerOrderButtons({ moves, onMove }: LayerOrderButtonsProps) {
  return (
    <PanelSection title="Layer order">
      <div className="ep-order" role="group" aria-label="Layer order">
        {BUTTONS.map(({ move, label, title }) => (
          <button key={move} type="button" className="ep-order-button" title={title} disabled={!moves[move]} onClick={() => onMove(move)}>
            {ORDER_ICONS[move]}
            {label}
          </button>
        ))}
      </div>
    </PanelSection>
  );
}
