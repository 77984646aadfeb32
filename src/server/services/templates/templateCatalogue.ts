import { announcement } from './image/announcement.ts';
import { eventPoster } from './image/eventPoster.ts';
import { hiringPost } from './image/hiringPost.ts';
import { productSpotlight } from './image/productSpotlight.ts';
import { quoteCard } from './image/quoteCard.ts';
import { saleBanner } from './image/saleBanner.ts';
import { socialPost } from './image/socialPost.ts';
import { thankYouCard } from './image/thankYouCard.ts';
import type { TemplateDefinition } from './templateDefinition.ts';
import { discountOffer } from './video/discountOffer.ts';
import { eventInvite } from './video/eventInvite.ts';
import { holidayGreeting } from './video/holidayGreeting.ts';
import { onboardingWelcome } from './video/onboardingWelcome.ts';
import { productLaunch } from './video/productLaunch.ts';
import { realEstateListing } from './video/realEstateListing.ts';
import { recruiting } from './video/recruiting.ts';
import { salesIntro } from './video/salesIntro.ts';
import { teamIntroduction } from './video/teamIntroduction.ts';
import { testimonial } from './video/testimonial.ts';
import { thankYou } from './video/thankYou.ts';
import { webinarPromo } from './video/webinarPromo.ts';

/** Every template, in the order the lists show them. */
export const TEMPLATES: readonly TemplateDefinition[] = [
  salesIntro,
  onboardingWelcome,
  webinarPromo,
  thankYou,
  teamIntroduction,
  recruiting,
  productLaunch,
  discountOffer,
  eventInvite,
  testimonial,
  realEstateListing,
  holidayGreeting,
  socialPost,
  quoteCard,
  saleBanner,
  eventPoster,
  announcement,
  productSpotlight,
  hiringPost,
  thankYouCard,
];
