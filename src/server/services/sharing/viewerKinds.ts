import type { IncomingHttpHeaders } from 'node:http';

/**
 * User-Agent words of the crawlers and link unfurlers that open shared links on their own: their
 * loads are not views. Plain HTTP clients (curl, wget) are people's tools and count.
 */
const BOT_AGENTS =
  /bot\b|crawler|spider|slurp|facebookexternalhit|facebot|twitterbot|linkedinbot|slackbot|slack-imgproxy|whatsapp|discordbot|telegrambot|skypeuripreview|googlebot|google-inspectiontool|adsbot|bingbot|bingpreview|applebot|yandex|baiduspider|duckduckbot|embedly|vkshare|pinterest|redditbot/i;

/** Whether the request comes from a known bot or link unfurler (by User-Agent). */
export function isBotRequest(headers: IncomingHttpHeaders): boolean {
  return BOT_AGENTS.test(headers['user-agent'] ?? '');
}

/** Whether the browser fetches the page ahead of a possible visit (`Sec-Purpose: prefetch`, `Purpose: prefetch`, `X-Moz: prefetch`). */
export function isPrefetchRequest(headers: IncomingHttpHeaders): boolean {
  return [headers['sec-purpose'], headers.purpose, headers['x-moz']].some((value) => typeof value === 'string' && /\bprefetch\b/i.test(value));
}

/** Whether a page load counts as a view: not a bot, not a prefetch. */
export function countsAsView(headers: IncomingHttpHeaders): boolean {
  return !isBotRequest(headers) && !isPrefetchRequest(headers);
}
