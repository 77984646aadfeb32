import { type ClickTarget, httpUrlSchema, type SharingPageContent } from '../../../contract/sharing.ts';

/** What the outgoing links of a page are made from. */
export type ClickSources = {
  content: Pick<SharingPageContent, 'ctaUrl' | 'showCalendar' | 'showSocial'>;
  owner: { calendarUrl: string; linkedinUrl: string; facebookUrl: string; twitterUrl: string };
  /** The item's redirect ('' when off). */
  redirectUrl: string;
};

/** The address when it is an absolute http(s) URL, else undefined (a `javascript:` or relative one never leaves our pages). */
function httpAddress(value: string): string | undefined {
  const parsed = httpUrlSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Where each click target of a page goes, only the targets that are set and valid: the button
 * (`cta`), the owner's calendar when the page shows it, the owner's social links when the page
 * shows them, and the item's redirect.
 */
export function clickTargets({ content, owner, redirectUrl }: ClickSources): Partial<Record<ClickTarget, string>> {
  const candidates: [ClickTarget, string, boolean][] = [
    ['cta', content.ctaUrl, true],
    ['calendar', owner.calendarUrl, content.showCalendar],
    ['linkedin', owner.linkedinUrl, content.showSocial],
    ['facebook', owner.facebookUrl, content.showSocial],
    ['twitter', owner.twitterUrl, content.showSocial],
    ['redirect', redirectUrl, true],
  ];
  return Object.fromEntries(candidates.flatMap(([target, value, shown]) => (shown && httpAddress(value) ? [[target, httpAddress(value)!]] : [])));
}

/** Where a mail code's click goes: the item's redirect when it is set and valid (an image's landing page), else the link's own page. */
export function mailClickAddress(redirectUrl: string, pageAddress: string): string {
  return httpAddress(redirectUrl) ?? pageAddress;
}
