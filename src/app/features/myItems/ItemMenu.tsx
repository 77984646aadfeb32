import { useEffect, useRef, useState } from 'react';
import { downloadName, isReady } from './itemRules';
import type { ProjectCard } from '../../../contract/projects';
import type { KindInfo } from './myItemsApi';

type ItemMenuProps = {
  kind: KindInfo;
  item: ProjectCard;
  /** The label the menu button is named by. */
  label: string;
  onPreview: (item: ProjectCard) => void;
  onDuplicate: (item: ProjectCard) => void;
  onDelete: (item: ProjectCard) => void;
};

/**
 * A card's menu (spec 002 §2): generated videos offer Preview, Download, Duplicate & Edit and
 * Delete; drafts and images offer Duplicate & Edit and Delete. Preview and Download work only
 * once the video is ready (status 1).
 */
export function ItemMenu({ kind, item, label, onPreview, onDuplicate, onDelete }: ItemMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const hasFile = kind.kind === 'video' && item.isGenerated;
  const ready = isReady(item);

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => !ref.current?.contains(event.target as Node) && setIsOpen(false);
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setIsOpen(false);
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  const choose = (action: (item: ProjectCard) => void) => () => {
    setIsOpen(false);
    action(item);
  };

  return (
    <div className="item-menu" ref={ref}>
      <button type="button" className="item-menu-button" aria-label={`Actions for ${label}`} aria-haspopup="menu" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="5" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="12" cy="19" r="1.8" />
        </svg>
      </button>
      {isOpen && (
        <div className="item-menu-list" role="menu">
          {hasFile && (
            <>
              <button type="button" role="menuitem" disabled={!ready} onClick={choose(onPreview)}>
                Preview
              </button>
              {ready ? (
                <a role="menuitem" href={item.mainVideoGenerate.video!} download={downloadName(item, kind)} onClick={() => setIsOpen(false)}>
                  Download
                </a>
              ) : (
                <button type="button" role="menuitem" disabled>
                  Download
                </button>
              )}
            </>
          )}
          <button type="button" role="menuitem" onClick={choose(onDuplicate)}>
            Duplicate &amp; Edit
          </button>
          <button type="button" role="menuitem" className="item-menu-danger" onClick={choose(onDelete)}>
            Delete
          </button>
        </div>
      )}
    </div>
  );
}
