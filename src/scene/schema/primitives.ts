import { z } from 'zod';

/** An id from the product's catalogues and API (media, animations, voices): a number or a string. */
export const catalogueIdSchema = z.union([z.number(), z.string()]);

/**
 * A CSS colour: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`, `hsl()`/`hsla()` or a
 * colour keyword such as `white` or `transparent`. Anything else (`url(…)`, expressions) is rejected.
 */
export const colorSchema = z.string().regex(/^(#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})|(?:rgba?|hsla?)\([\d\s.,%+-]*\)|[a-z]+)$/i, { error: 'expected a colour' });

/** A time or duration in seconds, 0 or more. */
export const secondsSchema = z.number().min(0);

/**
 * An opaque catalogue record kept as the API gave it, with an optional id (media items, effect
 * references). Unknown keys are kept.
 */
export const catalogueRefSchema = z.looseObject({ id: catalogueIdSchema.optional() });
