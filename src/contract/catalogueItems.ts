import { z } from 'zod';
import { pagedSchema } from './paging';

/**
 * The items of the asset catalogues as the API answers them (spec 000 §3 "Media item" and "Music
 * item"; §7 `/api/assets/*`, `/api/bgclip/*`, `/api/aivideo/music/`), shared by the server that
 * lists them and the app that shows them.
 */

/** The vector catalogues; also the `_Data.type` of the object an item becomes. */
export const assetCategorySchema = z.enum(['icons', 'emoji', 'shapes', 'elements']);
export type AssetCategory = z.infer<typeof assetCategorySchema>;

/**
 * An icon, emoji, shape or illustration (`GET /api/assets/{category}/`). `src`, `media_file` and
 * `media_thumbnail` are the same SVG address (an SVG is its own thumbnail).
 */
export const assetItemSchema = z.object({
  /** Stable id within its category: the icon name, the emoji's code points, the file name. */
  id: z.string(),
  /** Display name, sentence case ("Arrow right", "Grinning face"). */
  name: z.string(),
  /** Address of the SVG. */
  src: z.string(),
  media_file: z.string(),
  media_thumbnail: z.string(),
  category: assetCategorySchema,
  ctype: z.literal('svg'),
  /** The set's own grouping ("Arrows", "Smileys & emotion", "Badges"). */
  group: z.string(),
  /** Search words besides the name. */
  tags: z.array(z.string()),
  /** Whether a fill colour recolours it sensibly (one-colour art); emoji keep their colours. */
  isColorable: z.boolean(),
  /** The SVG's own size (its viewBox), for placing it at its aspect ratio. */
  width: z.number(),
  height: z.number(),
});
export type AssetItem = z.infer<typeof assetItemSchema>;

/** The first items of one vector catalogue in the overview; `next` is that catalogue's path for the rest, or null. */
const assetOverviewPageSchema = z.object({ count: z.number().int().min(0), next: z.string().nullable(), results: z.array(assetItemSchema) });

/** `GET /api/assets/common/`: the overview of every vector catalogue, keyed by category. */
export const assetOverviewSchema = z.object({
  icons: assetOverviewPageSchema,
  emoji: assetOverviewPageSchema,
  shapes: assetOverviewPageSchema,
  elements: assetOverviewPageSchema,
});
export type AssetOverview = z.infer<typeof assetOverviewSchema>;

/** What a stock item is: a still background or a video loop. */
export const stockTypeSchema = z.enum(['image', 'video']);
export type StockType = z.infer<typeof stockTypeSchema>;

/** Who made a stock item, where the provider asks for credit; null for our own. */
export const stockCreditSchema = z.object({ name: z.string(), url: z.string() }).nullable();
export type StockCredit = z.infer<typeof stockCreditSchema>;

/**
 * A stock background (`GET /api/bgclip/search/`). `media_file` is null until the item is fetched
 * with `GET /api/bgclip/process/{type}/{id}/`, which answers the address to place.
 */
export const stockItemSchema = z.object({
  /** "local-…" for the library we ship, the provider's id otherwise. */
  id: z.string(),
  name: z.string(),
  ctype: stockTypeSchema,
  category: z.literal('stock'),
  /** A small picture (JPEG) for the list. */
  media_thumbnail: z.string(),
  /** A preview: the picture itself, or the clip at preview size. */
  src: z.string(),
  /** The file to place, when known without processing. */
  media_file: z.string().nullable(),
  width: z.number(),
  height: z.number(),
  /** `duration` in seconds for a video, null for an image. */
  fileInfo: z.object({ duration: z.number().nullable() }),
  credit: stockCreditSchema,
});
export type StockItem = z.infer<typeof stockItemSchema>;

/** `GET /api/bgclip/search/`: a page of stock items; `next` is the next page's path or null (no count: a provider does not tell it). */
export const stockPageSchema = pagedSchema(stockItemSchema).omit({ count: true });

/** `GET /api/bgclip/process/{type}/{id}/`: the address to place; `ctg` echoes the query's (null without one). */
export const processedStockSchema = z.object({ id: z.string(), media_file: z.string(), ctg: z.string().nullable() });
export type ProcessedStock = z.infer<typeof processedStockSchema>;

/** A music track of the library (`GET /api/aivideo/music/`). */
export const musicItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Duration in seconds (2 decimals). */
  time: z.number(),
  /** Address of the MP3. */
  src: z.string(),
  /** One or two words on its mood ("Upbeat", "Calm"). */
  mood: z.string(),
});
export type MusicItem = z.infer<typeof musicItemSchema>;
