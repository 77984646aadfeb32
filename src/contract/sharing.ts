import { z } from 'zod';
import { MERGE_TAG_INPUT_TYPES } from '../scene/mergeTags';
import { mailCodeFieldsSchema } from './mail';
import { itemPersonalisationCountsSchema } from './personalisationCounts';

/**
 * Sharing (spec 002, issue 16): sharing pages (the spec's "sales pages", the landing page around a
 * shared video), the share fields of the detail screens, the public share page's addresses and
 * view analytics. Personalised links (issue 17), batches (18) and mail codes (19) add to the
 * same link rows: a link may carry merge values and belong to a batch.
 */

/** Sharing page names are shown cut at 40 characters (spec 002 §5, §9). */
export const SHARING_PAGE_NAME_SHOWN = 40;

/** The mobile preview frame's width in CSS pixels (spec 002 §9); the desktop frame is 100% wide. */
export const MOBILE_PREVIEW_WIDTH = 485;

/** The template page's mobile preview image is taken at this width (spec 002 §9 "template mobile preview 1000px"). */
export const TEMPLATE_MOBILE_PREVIEW_WIDTH = 1000;

/** The desktop preview image of a template page is taken at this viewport width. */
export const TEMPLATE_DESKTOP_PREVIEW_WIDTH = 1440;

/** The page layouts we ship (each template page uses one; a copied page may switch). */
export const PAGE_LAYOUTS = ['videoFirst', 'calendar', 'ctaBand', 'split', 'minimal', 'brandHeader'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

/** An absolute http(s) address, the only kind a page's links and redirects accept. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'Enter a full address starting with http:// or https://.');

/** An http(s) address, or empty for "not set". */
export const optionalHttpUrlSchema = z.union([z.literal(''), httpUrlSchema]);

/** The address of a picture file of a media library (PNG, JPEG or WebP). */
export const libraryPictureSchema = z.string().regex(/^\/api\/userlibrary\/file\/[A-Za-z0-9_-]{22}\.(png|jpg|webp)$/, 'Choose a picture from your media library.');

/** A brand colour as #rrggbb. */
export const brandColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1a73e8.');

/** What the customer writes on a sharing page. Headline and body may hold {{merge_tags}}. */
export const sharingPageContentSchema = z.object({
  /** The browser tab's title and the Open Graph title. */
  title: z.string().trim().max(120),
  headline: z.string().trim().max(200),
  body: z.string().trim().max(2000),
  ctaLabel: z.string().trim().max(60),
  ctaUrl: optionalHttpUrlSchema,
  brandColor: brandColorSchema,
  /** Address of a picture of the owner's media library (`/api/userlibrary/file/…`), or null. */
  logo: libraryPictureSchema.nullable(),
  /** Show the owner's calendar link (profile `calendar_url`) when set. */
  showCalendar: z.boolean(),
  /** Show the owner's social links from the profile when set. */
  showSocial: z.boolean(),
});
export type SharingPageContent = z.infer<typeof sharingPageContentSchema>;

/** A sharing page as lists and cards show it (spec 002 §3 "Sales/sharing page"). */
export const sharingPageCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A picture of the page (its layout's desktop preview), or null while none is made. */
  previewImage: z.string().nullable(),
  isPersonalized: z.boolean(),
  isDefault: z.boolean(),
  layout: z.enum(PAGE_LAYOUTS),
  /** Last change, ISO 8601. */
  timestamp: z.string(),
});
export type SharingPageCard = z.infer<typeof sharingPageCardSchema>;

/** A template page (`GET /api/salespage/public/`): real screenshots at desktop and mobile widths, made once. */
export const templatePageCardSchema = sharingPageCardSchema.extend({
  mobileViewPreview: z.string().nullable(),
  desktopViewPreview: z.string().nullable(),
});
export type TemplatePageCard = z.infer<typeof templatePageCardSchema>;

/** One sharing page with what it says (`GET /api/salespage/{id}/`, the page editor). */
export const sharingPageSchema = sharingPageCardSchema.extend({ content: sharingPageContentSchema });
export type SharingPage = z.infer<typeof sharingPageSchema>;

/** `PUT /api/salespage/{id}/`: the editor's autosave; any of name, layout and content fields. */
export const sharingPageUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    layout: z.enum(PAGE_LAYOUTS),
    content: sharingPageContentSchema.partial(),
  })
  .partial();
export type SharingPageUpdate = z.infer<typeof sharingPageUpdateSchema>;

/** `GET /api/salespage/?isPublish=1&appType=1` and `…/public/`: query. */
export const sharingPageListQuerySchema = z.object({ isPublish: z.enum(['0', '1']).optional(), appType: z.enum(['1', '2']).optional() });

/** `GET /api/salespage/{id}/copy/?video_id={id}&appType=1`: query. `video_id` (optional) also sets the copy as that item's page. */
export const sharingPageCopyQuerySchema = z.object({ video_id: z.coerce.number().int().positive().optional(), appType: z.enum(['1', '2']).optional() });

/** The counts of spec 002 §3 `report`. */
export const shareReportSchema = z.object({ linkClicked: z.number().int().min(0), videoPlayed: z.number().int().min(0), views: z.number().int().min(0) });
export type ShareReport = z.infer<typeof shareReportSchema>;

/** Views, plays and clicks per day (UTC), the last 30 days, oldest first (our addition: the detail chart). */
export const dailyReportSchema = z.array(shareReportSchema.extend({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }));
export type DailyReport = z.infer<typeof dailyReportSchema>;

/** Days shown in the detail chart. */
export const DAILY_REPORT_DAYS = 30;

/** A merge tag as the detail answers it: [label, input type] (spec 002 §3 `allMergeTag`). */
export const mergeTagPairSchema = z.tuple([z.string(), z.enum(MERGE_TAG_INPUT_TYPES)]);

/** A mail client as chosen for an item (spec 002 §3). */
export const mailClientChoiceSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * The share fields the detail calls add to the item's card (spec 002 §3 "Video/image detail").
 * `link` is the item's one public link (absolute, at least 128 random bits), null until the item
 * is ready (status 1); `mailClient` is the chosen client (null: none chosen, codes are built for
 * Gmail); `code`, `codeText` and `mailPictures` are the item's own mail code (issue 19), null until
 * it is ready and its pictures are made. The counters
 * (`sharingPageGenCount`, `downloadGenCount`, `imageSoloGenCount`) count its personalised items.
 */
export const itemShareFieldsSchema = itemPersonalisationCountsSchema.extend({
  report: shareReportSchema,
  dailyReport: dailyReportSchema,
  thumbnailInst: z.object({ name: z.string(), thumbnail: z.string().nullable(), isPersonalized: z.boolean() }),
  sharingPage: sharingPageCardSchema,
  mailClient: mailClientChoiceSchema.nullable(),
  link: z.string().nullable(),
  ...mailCodeFieldsSchema.shape,
  redirectUrl: z.string(),
  allMergeTag: z.array(mergeTagPairSchema),
});
export type ItemShareFields = z.infer<typeof itemShareFieldsSchema>;

/** `PUT /api/newvideo/video/details/{id}/`: sharingPageId or mailClient. */
export const videoDetailsUpdateSchema = z
  .object({ sharingPageId: z.number().int().positive(), mailClient: z.number().int().positive() })
  .partial()
  .refine((body) => body.sharingPageId !== undefined || body.mailClient !== undefined, 'Send sharingPageId or mailClient.');

/** `PUT /api/newimage/image/details/{id}/`: mailClient or redirectUrl ('' turns the redirect off). */
export const imageDetailsUpdateSchema = z
  .object({ mailClient: z.number().int().positive(), redirectUrl: optionalHttpUrlSchema })
  .partial()
  .refine((body) => body.mailClient !== undefined || body.redirectUrl !== undefined, 'Send mailClient or redirectUrl.');

/** The owner-only preview frames (spec 002 §2 Preview dialog): a short-lived token, never the session's. */
export const previewAddressSchema = z.object({ url: z.string(), expiresAt: z.string() });

/**
 * Public addresses on our origin (no login). `{token}` is a link's token.
 * - page: the sharing page around the player (server-rendered HTML)
 * - video / poster / captions: the item's files for that link (video with byte ranges)
 * - played: the play beacon, POST {view} once per view
 * - go: the tracked redirect of a click; `target` is `cta`, `calendar`, `redirect`, a social network's name, or `mail` (a mail code's picture and link)
 */
export const PUBLIC_SHARE_PATHS = {
  page: (token: string) => `/s/${token}`,
  video: (token: string) => `/s/${token}/video.mp4`,
  poster: (token: string) => `/s/${token}/poster.jpg`,
  captions: (token: string) => `/s/${token}/captions.vtt`,
  played: (token: string) => `/s/${token}/played`,
  go: (token: string, target: string) => `/s/${token}/go/${target}`,
  pagePreview: (pageId: number) => `/preview/salespage/${pageId}`,
  itemPreview: (itemId: number) => `/preview/${itemId}`,
} as const;

/** The targets a click may go to through the tracked redirect. */
export const CLICK_TARGETS = ['cta', 'calendar', 'redirect', 'linkedin', 'facebook', 'twitter'] as const;
export type ClickTarget = (typeof CLICK_TARGETS)[number];

/** The tracked redirect a mail code links to (issue 19): counts the click, then opens the page (or an image's redirect, when set). */
export const MAIL_CLICK_TARGET = 'mail';

/** `POST /s/{token}/played`: the view the play belongs to (signed id printed in the page). */
export const playBeaconSchema = z.object({ view: z.string().min(1).max(200) });

/** The deep link `ptab` (spec 002 §2): base64 JSON. */
export const ptabSchema = z.object({
  tab: z.enum(['link', 'mail']),
  pageId: z.number().int().positive().optional(),
  imageId: z.number().int().positive().optional(),
  videoId: z.number().int().positive().optional(),
});
export type Ptab = z.infer<typeof ptabSchema>;
