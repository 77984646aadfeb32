/**
 * A font family the product ships: the name documents use, and the @fontsource package that draws
 * it. Proprietary families (Arial, Calibri…) draw with a free substitute: metric-compatible where
 * one exists (Arimo, Tinos, Cousine, Carlito, Caladea, Gelasio), else a close look-alike.
 */
export type FontFamily = {
  /** The name in `fontFamily` and in the pickers. */
  family: string;
  /** The @fontsource package (without scope) whose latin 400/700 faces are loaded for it. */
  fontsource: string;
  /** CSS generic family drawn when the faces cannot load. */
  generic: 'sans-serif' | 'serif' | 'monospace' | 'cursive';
};

const font = (family: string, fontsource: string, generic: FontFamily['generic'] = 'sans-serif'): FontFamily => ({ family, fontsource, generic });

/**
 * Every family the product ships, picker fonts first (spec 000 §9), then the other built-in
 * families, then popular free families.
 */
export const FONT_FAMILIES: readonly FontFamily[] = [
  font('Arial', 'arimo'),
  font('Courier New', 'cousine', 'monospace'),
  font('Georgia', 'gelasio', 'serif'),
  font('Poppins', 'poppins'),
  font('Tahoma', 'pt-sans'),
  font('Times New Roman', 'tinos', 'serif'),
  font('Trebuchet MS', 'fira-sans'),
  font('Verdana', 'dejavu-sans'),
  font('Calibri', 'carlito'),
  font('Cambria', 'caladea', 'serif'),
  font('Garamond', 'eb-garamond', 'serif'),
  font('Roboto', 'roboto'),
  font('Open Sans', 'open-sans'),
  font('Montserrat', 'montserrat'),
  font('Lato', 'lato'),
  font('Inter', 'inter'),
  font('Raleway', 'raleway'),
  font('Nunito', 'nunito'),
  font('Rubik', 'rubik'),
  font('Oswald', 'oswald'),
  font('Bebas Neue', 'bebas-neue'),
  font('Playfair Display', 'playfair-display', 'serif'),
  font('Merriweather', 'merriweather', 'serif'),
  font('Lobster', 'lobster', 'cursive'),
  font('Pacifico', 'pacifico', 'cursive'),
  font('Dancing Script', 'dancing-script', 'cursive'),
];

/** The families' names in list order: what `/api/colors/combine/` offers as `fonts`. */
export const FONT_NAMES: readonly string[] = FONT_FAMILIES.map((entry) => entry.family);

/**
 * The shipped family a document font name draws with: the family itself, or a family followed by a
 * style word ("Poppins Regular" -> Poppins); undefined for a family we do not ship.
 */
export function shippedFamily(name: string): FontFamily | undefined {
  return FONT_FAMILIES.find((entry) => name === entry.family) ?? FONT_FAMILIES.find((entry) => name.startsWith(`${entry.family} `));
}
