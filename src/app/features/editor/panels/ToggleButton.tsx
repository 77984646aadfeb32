import type { ReactNode } from 'react';

interface ToggleButtonProps {
  /** Accessible name; shown as text unless an icon is given. */
  label: string;
  isPressed: boolean;
  onToggle: () => void;
  /** An icon shown instead of the label (the label then becomes the tooltip and accessible name). */
  icon?: ReactNode;
  /** Shows the label beside the icon. */
  isLabelShown?: boolean;
  disabled?: boolean;
}

/** An on/off button (aria-pressed), filled with the accent while on. */
export function ToggleButton({ label, isPressed, onToggle, icon, isLabelShown = false, disabled = false }: ToggleButtonProps) {
  const isIconOnly = icon !== undefined && !isLabelShown;
  return (
    <button
      type="button"
      className={isIconOnly ? 'ep-toggle ep-toggle-icon' : 'ep-toggle'}
      aria-pressed={isPressed}
      aria-label={isIconOnly ? label : undefined}
      title={isIconOnly ? label : undefined}
      disabled={disabled}
      onClick={onToggle}
    >
      {icon}
      {!isIconOnly && label}
    </button>
  );
}
