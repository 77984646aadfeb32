import type { AvatarPresetKey } from '../../../../scene/avatars/avatarCatalogue';

/** The position presets (spec 000 §9 FM, FB, SM, SB) as the panel names them. */
const PRESETS: readonly { key: AvatarPresetKey; label: string }[] = [
  { key: 'FM', label: 'Middle' },
  { key: 'FB', label: 'Middle, small' },
  { key: 'SM', label: 'Side' },
  { key: 'SB', label: 'Side, small' },
];

export interface AvatarPositionsProps {
  /** The preset the avatar stands at now, if any. */
  current: AvatarPresetKey | null;
  onChoose: (preset: AvatarPresetKey) => void;
}

/**
 * The avatar's position presets: the presenter in the middle or at the right side, as a medium
 * shot or smaller, standing on the canvas's bottom edge. Each button pictures where it puts the
 * presenter.
 */
export function AvatarPositions({ current, onChoose }: AvatarPositionsProps) {
  return (
    <fieldset className="segmented avatar-positions">
      <legend className="tab-subtitle">Position</legend>
      {PRESETS.map(({ key, label }) => (
        <button key={key} type="button" className="segment avatar-position" aria-pressed={current === key} title={`${label} (${key})`} onClick={() => onChoose(key)}>
          <span className={`avatar-position-art avatar-position-${key}`} aria-hidden="true" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
