import { type KeyboardEvent, useRef } from 'react';
import type { AvatarCatalogueEntry } from '../../../../scene/avatars/avatarCatalogue';
import { rovingIndex } from './rovingIndex';

export interface FacesCarouselProps {
  avatars: readonly AvatarCatalogueEntry[];
  /** The face the scene shows, if any. */
  selectedId: number | null;
  onChoose: (avatar: AvatarCatalogueEntry) => void;
  disabled?: boolean;
}

/**
 * The faces carousel of Avatar Settings (spec 000 §2): every presenter's thumbnail and name in a
 * strip with previous and next buttons. One face is in the tab order (the chosen one, else the
 * first); the arrow keys, Home and End move between faces, Enter or Space (or a click) chooses.
 */
export function FacesCarousel({ avatars, selectedId, onChoose, disabled = false }: FacesCarouselProps) {
  const strip = useRef<HTMLUListElement>(null);
  const selectedIndex = avatars.findIndex((avatar) => avatar.id === selectedId);
  const tabIndexOf = (index: number) => (index === Math.max(0, selectedIndex) ? 0 : -1);
  const faceButtons = () => Array.from(strip.current?.querySelectorAll<HTMLButtonElement>('.face-button') ?? []);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const buttons = faceButtons();
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = index < 0 ? null : rovingIndex(index, event.key, buttons.length);
    if (next === null) return;
    event.preventDefault();
    buttons[next]!.focus();
    buttons[next]!.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  const scrollBy = (direction: 1 | -1) => strip.current?.scrollBy?.({ left: direction * strip.current.clientWidth, behavior: 'smooth' });

  return (
    <div className="faces-carousel">
      <button type="button" className="faces-arrow" aria-label="Previous faces" onClick={() => scrollBy(-1)}>
        ‹
      </button>
      <ul ref={strip} className="faces-strip" aria-label="Faces" onKeyDown={onKeyDown}>
        {avatars.map((avatar, index) => (
          <li key={avatar.id}>
            <button type="button" className="face-button" aria-pressed={avatar.id === selectedId} tabIndex={tabIndexOf(index)} disabled={disabled} onClick={() => onChoose(avatar)}>
              <img src={avatar.img} alt="" width={62} height={62} draggable={false} />
              <span className="face-name">{avatar.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="faces-arrow" aria-label="Next faces" onClick={() => scrollBy(1)}>
        ›
      </button>
    </div>
  );
}
