import type { AssetCategory } from '../../../../contract/catalogueItems';
import type { ElementList } from '../routes/editorPath';

/** Each full list of the Elements tab: its catalogue (illustrations are the `elements` one) and its words. */
export const ELEMENT_LIST_INFO: Record<ElementList, { category: AssetCategory; title: string; one: string }> = {
  shapes: { category: 'shapes', title: 'Shapes', one: 'shape' },
  icons: { category: 'icons', title: 'Icons', one: 'icon' },
  emoji: { category: 'emoji', title: 'Emoji', one: 'emoji' },
  illustrations: { category: 'elements', title: 'Illustrations', one: 'illustration' },
};

/** The full list a catalogue's items are in (Replace opens the list of the selected element's kind). */
export function elementListOf(category: AssetCategory | undefined): ElementList {
  const found = Object.entries(ELEMENT_LIST_INFO).find(([, info]) => info.category === category);
  return (found?.[0] as ElementList | undefined) ?? 'shapes';
}
