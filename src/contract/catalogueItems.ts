/**
 * The items of the asset catalogues as the API answers them (spec 000 §3 "Media item" and "Music
 * item"; §7 `/api/assets/*`, `/api/bgclip/*`, `/api/aivideo/music/`). Plain JSON, shared by the
 * server that lists them and the app that shows them.
 */

/** The vector catalogues; also the `_Data.type` of the object an item becomes. */
export type AssetCategory = 'icons' | 'emoji' | 'shapes' | 'elements';

/**
 * An icon, emoji, shape or illustration (`GET /api/assets/{category}/`). `src`, `media_file` and
 * `media_thumbnail` are the same SVG address (an SVG is its own thumbnail).
 */
export type AssetItem = {
  /** Stable id within its category: the icon name, the emoji's code points, the file name. */
  id: string;
  /** Display name, sentence case ("Arrow right", "Grinning face"). */
  name: string;
  /** Address of the SVG. */
  src: string;
  media_file: string;
  media_thumbnail: string;
  category: AssetCategory;
  /** Always "svg". */
  ctype: 'svg';
  /** The set's own grouping ("Arrows", "Smileys & emotion", "Badges"). */
  group: string;
  /** Search words besides the name. */
  tags: string[];
  /** Whether a fill colour recolours it sensibly (one-colour art); emoji keep their colours. */
  isColorable: boolean;
  /** The SVG's own size (its viewBox), for placing it at its aspect ratio. */
  width: number;
  height: number;
};

/** What a stock item is: a still background or a video loop. */
export type StockType = 'image' | 'video';

/** Who made a stock item, where the provider asks for credit; null for our own. */
export type StockCredit = { name: string; url: string } | null;

/**
 * A stock background (`GET /api/bgclip/search/`). `media_file` is null until the item is fetched
 * with `GET /api/bgclip/process/{type}/{id}/`, which answers the address to place.
 */
export type StockItem = {
  /** "local-…" for the library we ship, the provider's id otherwise. */
  id: string;
  name: string;
  ctype: StockType;
  category: 'stock';
  /** A small picture (JPEG) for the list. */
  media_thumbnail: string;
  /** A preview: the picture itself, or the clip at preview size. */
  src: string;
  /** The file to place, when known without processing. */
  media_file: string | null;
  width: number;
  height: number;
  /** `duration` in seconds for a video, null for an image. */
  fileInfo: { duration: number | null };
  credit: StockCredit;
};

/** A music track of the library (`GET /api/aivideo/music/`). */
export type MusicItem = {
  id: number;
  name: string;
  /** Duration in seconds (2 decimals). */
  time: number;
  /** Address of the MP3. */
  src: string;
  /** One or two words on its mood ("Upbeat", "Calm"). */
  mood: string;
};
