import { z } from 'zod';
import { gradientSchema } from '../scene/schema/canvasObject';

/** The user's saved colours (My Colors), newest first, as `POST /api/colors/` stores them. */
export const savedColorsSchema = z.object({ colors: z.array(z.string()) });
export type SavedColors = z.infer<typeof savedColorsSchema>;

/** The editor's picker data (`GET /api/colors/combine/`): the user's colours, the preset gradients, the fonts and the suggested merge tags. */
export const colorsCombineSchema = savedColorsSchema.extend({
  gradients: z.array(gradientSchema),
  /** Font families of the pickers. */
  fonts: z.array(z.string()),
  /** Suggested contact fields for `{{name}}` tags. */
  mergeTags: z.array(z.string()),
});
export type ColorsCombine = z.infer<typeof colorsCombineSchema>;
