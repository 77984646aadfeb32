import type { ReactNode } from 'react';
import { ADD_ICON, PAUSE_ICON, PLAY_ICON } from './mediaIcons';
import { clockTime } from './placeableMedia';

interface MusicRowProps {
  name: string;
  /** Length, seconds. */
  duration: number;
  /** A word on the track ("Upbeat"), shown after its length. */
  note?: string;
  isPlaying: boolean;
  /** Why it cannot be added yet (still being prepared). */
  pendingText?: string;
  onTogglePlay(): void;
  onAdd(): void;
  /** Shown instead of the plain name (an upload's rename field). */
  nameField?: ReactNode;
  /** More buttons after Add (an upload's Delete). */
  actions?: ReactNode;
}

/** One music track of a list: play or pause its preview, its name and length, and Add. */
export function MusicRow({ name, duration, note, isPlaying, pendingText, onTogglePlay, onAdd, nameField, actions }: MusicRowProps) {
  return (
    <div className="music-row">
      <button
        type="button"
        className="music-play"
        aria-pressed={isPlaying}
        aria-label={`${isPlaying ? 'Pause' : 'Play'} ${name}`}
        onClick={onTogglePlay}
        disabled={Boolean(pendingText)}
      >
        {isPlaying ? PAUSE_ICON : PLAY_ICON}
      </button>
      <span className="music-info">
        {nameField ?? (
          <span className="music-name" title={name}>
            {name}
          </span>
        )}
        <span className="music-meta">{pendingText ?? [clockTime(duration), note].filter(Boolean).join(' · ')}</span>
      </span>
      <span className="music-actions">
        <button type="button" className="media-icon-button music-add" aria-label={`Add music ${name}`} title="Add to the scene" onClick={onAdd} disabled={Boolean(pendingText)}>
          {ADD_ICON}
        </button>
        {actions}
      </span>
    </div>
  );
}
