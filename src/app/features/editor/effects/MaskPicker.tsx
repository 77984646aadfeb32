import { useState } from 'react';
import type { MaskDefinition } from '../../../../scene/effects/masks';
import type { ImageObject, VideoObject } from '../../../../scene/schema/canvasObject';
import { Panel, PanelSection } from '../panels/Panel';
import type { ObjectPanelProps } from '../panels/types';
import { MASK_PAGE_SIZE, useGetMasksQuery } from './effectsApi';
import './FilterPicker.css';

/** Objects a mask applies to. */
export type MaskableObject = ImageObject | VideoObject;

export interface MaskPickerProps extends ObjectPanelProps<MaskableObject> {
  onBack(): void;
}

interface MaskPageProps {
  query: string;
  offset: number;
  chosenId: unknown;
  isLast: boolean;
  onChoose(mask: MaskDefinition): void;
  onMore(): void;
}

/** One page of the mask grid (each page is its own cached request), with "More masks" on the last one when there is a next page. */
function MaskPage({ query, offset, chosenId, isLast, onChoose, onMore }: MaskPageProps) {
  const { data, isLoading, isError } = useGetMasksQuery({ q: query, offset });
  if (isLoading) return <p className="ep-hint">Loading masks…</p>;
  if (isError || !data) return <p className="ep-hint">The masks could not be loaded.</p>;
  if (offset === 0 && data.results.length === 0) return <p className="ep-hint">No masks match “{query}”.</p>;
  return (
    <>
      {data.results.map((mask) => (
        <button key={mask.id} type="button" className="fx-card" aria-pressed={chosenId === mask.id} onClick={() => chosenId !== mask.id && onChoose(mask)}>
          <span
            className="fx-thumb fx-mask-thumb"
            style={{ maskImage: `url("${mask.src}")`, WebkitMaskImage: `url("${mask.src}")`, maskSize: '100% 100%', WebkitMaskSize: '100% 100%' }}
            aria-hidden="true"
          />
          <span>{mask.name}</span>
        </button>
      ))}
      {isLast && data.next && (
        <button type="button" className="ep-chip" onClick={onMore}>
          More masks
        </button>
      )}
    </>
  );
}

/**
 * The Mask page (settings/image/mask, settings/video/mask): the mask catalogue
 * (`GET /api/assets/masks/`) as a grid, searchable by name from one character, plus "No mask".
 * Writes `_Mask` ({id, name, src}; null for none). The mask covers the object's box; the crop
 * inside it stays movable.
 */
export function MaskPicker({ object, onChange, onBack, children }: MaskPickerProps) {
  const [query, setQuery] = useState('');
  const [pages, setPages] = useState(1);
  const search = query.trim();
  const chosenId = object._Mask?.id;

  return (
    <Panel title="Mask" onBack={onBack}>
      <PanelSection title="Masks" isTitleHidden>
        <input
          className="ep-text-input fx-search"
          type="search"
          aria-label="Search masks"
          placeholder="Search masks"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPages(1);
          }}
        />
        <div className="fx-grid" role="group" aria-label="Masks">
          <button type="button" className="fx-card" aria-pressed={!object._Mask} onClick={() => object._Mask && onChange({ _Mask: null })}>
            <span className="fx-thumb" aria-hidden="true" />
            <span>No mask</span>
          </button>
          {Array.from({ length: pages }, (_, page) => (
            <MaskPage
              key={`${search}:${page}`}
              query={search}
              offset={page * MASK_PAGE_SIZE}
              chosenId={chosenId}
              isLast={page === pages - 1}
              onChoose={(mask) => onChange({ _Mask: { id: mask.id, name: mask.name, src: mask.src } })}
              onMore={() => setPages((count) => count + 1)}
            />
          ))}
        </div>
      </PanelSection>
      {children}
    </Panel>
  );
}
