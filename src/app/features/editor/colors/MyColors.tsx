import { isSameColor, withSavedColor } from './colorRules';
import { useGetColorsCombineQuery, useSaveColorsMutation } from './colorsApi';

interface MyColorsProps {
  /** The colour the picker shows, `#rrggbb`; "+" saves it. */
  current: string;
  /** The stored colour, to mark its swatch as chosen; null for none. */
  selected: string | null;
  onPick: (color: string) => void;
}

/**
 * The user's My Colors palette (spec 000 §2 colour tools): one button per colour, newest first,
 * and "+" to save the current colour with `POST /api/colors/`. The palette shows the new colour
 * at once and goes back if the save fails. Saving needs the loaded palette, because the call
 * replaces the whole list.
 */
export function MyColors({ current, selected, onPick }: MyColorsProps) {
  const { data, isLoading, isError, refetch } = useGetColorsCombineQuery();
  const [saveColors] = useSaveColorsMutation();
  const colors = data?.colors ?? [];

  function save() {
    if (!data) return;
    // Already the newest colour: nothing to send.
    if (isSameColor(colors[0], current)) return;
    void saveColors(withSavedColor(colors, current));
  }

  return (
    <section className="my-colors" aria-label="My Colors">
      <h4 className="my-colors-title">My Colors</h4>
      {isLoading && <p className="my-colors-note">Loading your colours…</p>}
      {isError && (
        <p className="my-colors-note">
          Your colours could not be loaded.{' '}
          <button type="button" className="ep-text-button" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      )}
      <ul className="swatches">
        <li>
          <button type="button" className="swatch swatch-add" aria-label={`Save ${current} to My Colors`} title="Save to My Colors" disabled={!data} onClick={save}>
            <span aria-hidden="true">+</span>
          </button>
        </li>
        {colors.map((color, index) => (
          <li key={`${index}-${color}`}>
            <button
              type="button"
              className="swatch"
              style={{ background: color }}
              aria-label={color}
              aria-pressed={isSameColor(color, selected)}
              title={color}
              onClick={() => onPick(color)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
