import { useEffect, useId } from 'react';
import { COLOR_STOPS_PARAM, filterRef, FILTERS, filterStops, type FilterDefinition, resolveFilter } from '../../../../scene/effects/filters';
import type { BackgroundObject, ImageObject, VideoObject } from '../../../../scene/schema/canvasObject';
import { useAppDispatch } from '../../../hooks';
import { ColorField } from '../colors/ColorField';
import { useLoadingWhile, whileLoading } from '../loading/whileLoading';
import { Panel, PanelSection } from '../panels/Panel';
import type { ObjectPanelProps } from '../panels/types';
import { useGetFiltersQuery } from './effectsApi';
import './FilterPicker.css';

/** Objects a colour filter applies to. */
export type FilterableObject = ImageObject | VideoObject | BackgroundObject;

export interface FilterPickerProps extends ObjectPanelProps<FilterableObject> {
  onBack(): void;
  /** A still image to preview the filters on (the object's image); a colour sample when absent (videos). */
  previewSrc?: string;
}

/** feComponentTransfer table values of one channel (0..1) for evenly spaced colour stops. */
function channelTable(stops: readonly string[], channel: 0 | 1 | 2): string {
  return stops
    .map((stop) => {
      const hex = /^#([\da-f]{3}|[\da-f]{6})/i.exec(stop)?.[1];
      if (!hex) return '0';
      const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
      return (parseInt(full.slice(channel * 2, channel * 2 + 2), 16) / 255).toFixed(3);
    })
    .join(' ');
}

/**
 * A small live preview of a filter: the same colour matrix as the renderer, as an SVG
 * feColorMatrix (offsets 0..1 there too), or luminance through the stops for ColorInterpolation.
 */
function FilterThumb({ filter, stops, previewSrc }: { filter: FilterDefinition; stops: readonly string[]; previewSrc?: string }) {
  const filterId = `fx-${useId().replace(/[^a-z0-9-]/gi, '')}`;
  return (
    <svg className="fx-thumb" viewBox="0 0 64 36" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <filter id={filterId} colorInterpolationFilters="sRGB">
          {filter.kind === 'matrix' && filter.matrix && <feColorMatrix type="matrix" values={filter.matrix.join(' ')} />}
          {filter.kind === 'gradientMap' && (
            <>
              <feColorMatrix type="matrix" values="0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0 0 0 1 0" />
              <feComponentTransfer>
                <feFuncR type="table" tableValues={channelTable(stops, 0)} />
                <feFuncG type="table" tableValues={channelTable(stops, 1)} />
                <feFuncB type="table" tableValues={channelTable(stops, 2)} />
              </feComponentTransfer>
            </>
          )}
        </filter>
      </defs>
      <g filter={filter.kind === 'none' ? undefined : `url(#${filterId})`}>
        {previewSrc ? (
          <image href={previewSrc} width="64" height="36" preserveAspectRatio="xMidYMid slice" />
        ) : (
          <>
            <rect width="16" height="36" fill="#e7416a" />
            <rect x="16" width="16" height="36" fill="#f59e0b" />
            <rect x="32" width="16" height="36" fill="#10b981" />
            <rect x="48" width="16" height="36" fill="#3b82f6" />
            <rect y="24" width="64" height="12" fill="#ffffff" opacity="0.6" />
          </>
        )}
      </g>
    </svg>
  );
}

/**
 * The Filter page (settings/image/filter, settings/video/filter, settings/background/filter): a
 * grid of the colour filters with live previews; ColorInterpolation shows an editor of its 2 to
 * 20 colour stops. Writes `filter` ({id, name, stops?}; null for None). The filters listed are
 * those of `GET /api/newvideo/filter/` (made from the same definitions the renderer uses): the
 * canvas says 'Filter is Loading ...' while it is on its way, and 'Applying the Filter' from a
 * choice until the canvas shows it (spec 000 §8). When the list fails, every definition is listed.
 */
export function FilterPicker({ object, onChange, onBack, previewSrc, children }: FilterPickerProps) {
  const dispatch = useAppDispatch();
  const catalogue = useGetFiltersQuery();
  useLoadingWhile('filter', catalogue.isLoading);
  useEffect(() => {
    if (catalogue.isError) console.error('The filter list could not be loaded; listing every filter', catalogue.error);
  }, [catalogue.isError, catalogue.error]);
  const { data: served } = catalogue;
  const listed = served ? FILTERS.filter((filter) => served.some((item) => item.id === filter.id)) : catalogue.isError ? FILTERS : [];
  const current = resolveFilter(object.filter);
  const stops = filterStops(object.filter);
  const apply = (filter: FilterDefinition) =>
    void dispatch(whileLoading('applyFilter', () => onChange({ filter: filterRef(filter, filter.kind === 'gradientMap' ? stops : undefined) })));
  const setStops = (next: string[], options?: { transient?: boolean }) => onChange({ filter: { ...object.filter, ...filterRef(FILTERS[10]!, next) } }, options);

  return (
    <Panel title="Filter" onBack={onBack}>
      <PanelSection title="Filters" isTitleHidden>
        <div className="fx-grid" role="group" aria-label="Filters">
          {listed.map((filter) => {
            const isChosen = (current?.id ?? 0) === filter.id;
            return (
              <button key={filter.id} type="button" className="fx-card" aria-pressed={isChosen} onClick={() => !isChosen && apply(filter)}>
                <FilterThumb filter={filter} stops={stops} previewSrc={previewSrc} />
                <span>{filter.name}</span>
              </button>
            );
          })}
        </div>
      </PanelSection>

      {current?.kind === 'gradientMap' && (
        <PanelSection title="Colours">
          <p className="ep-hint">
            From dark to light, {COLOR_STOPS_PARAM.minItems} to {COLOR_STOPS_PARAM.maxItems} colours.
          </p>
          <ol className="fx-stops">
            {stops.map((stop, index) => (
              <li className="fx-stop" key={index}>
                <ColorField
                  label={`Colour ${index + 1}`}
                  color={stop}
                  onChange={(color, options) =>
                    color &&
                    setStops(
                      stops.map((each, at) => (at === index ? color : each)),
                      options,
                    )
                  }
                />
                <button
                  type="button"
                  className="ep-chip"
                  aria-label={`Remove colour ${index + 1}`}
                  disabled={stops.length <= COLOR_STOPS_PARAM.minItems}
                  onClick={() => setStops(stops.filter((_, at) => at !== index))}
                >
                  ✕
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="ep-chip"
            disabled={stops.length >= COLOR_STOPS_PARAM.maxItems}
            onClick={() => setStops([...stops, stops[stops.length - 1] ?? '#ffffff'])}
          >
            Add colour
          </button>
        </PanelSection>
      )}
      {children}
    </Panel>
  );
}
