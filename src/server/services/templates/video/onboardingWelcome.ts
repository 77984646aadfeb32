import { filterNamed } from '../templateAssets.ts';
import { PROJECT_MODES } from '../../../../scene/constants.ts';
import { videoTemplate } from '../templateDefinition.ts';
import { linearGradient } from '../../../../scene/schema/canvasObject.ts';
import { ctaScene } from '../recipes/ctaScene.ts';
import { introScene } from '../recipes/introScene.ts';
import { listScene } from '../recipes/listScene.ts';
import type { SideMedia } from '../recipes/sceneLook.ts';

const INK = '#0b2624';
const TEAL = '#0f766e';
const MINT = '#d5f5ec';
const AMBER = '#f59e0b';
const WHITE = '#ffffff';
const GREY = '#47605c';
const PRESENTER: SideMedia = { presenter: { photo: 'forestMist', filter: filterNamed('ColorInterpolation', ['#0b3b37', '#2a9d8f', '#e9fbf5']), accent: AMBER } };

/** A welcome for a new customer or colleague: greeting, the first week, where to get help. */
export const onboardingWelcome = videoTemplate(
  {
    id: 'onboarding-welcome',
    name: 'Onboarding Welcome',
    tags: ['onboarding', 'welcome', 'customer success', 'new customer', 'new hire', 'first week'],
    mergeTagFallbacks: { first_name: 'friend' },
  },
  PROJECT_MODES.avatar,
  [
    introScene(
      { name: 'Welcome', duration: 7, transition: { key: 'fade', duration: 1 }, speech: ['Welcome aboard, {{first_name}}! We are so happy to have you with us.'] },
      { kicker: 'WELCOME ABOARD', heading: 'Great to have you, {{first_name}}!', body: 'Here is everything you need for a great first week with us.' },
      { background: { gradient: linearGradient(160, WHITE, MINT) }, heading: INK, body: GREY, accent: TEAL },
      PRESENTER,
    ),
    listScene(
      {
        name: 'Your first week',
        duration: 10,
        transition: { key: 'slide-up', duration: 0.8 },
        speech: ['Your first week is simple.', 'Meet your success manager, set up your workspace, and launch your first campaign.'],
      },
      {
        heading: 'Your first week',
        points: [
          { label: 'DAY 1', text: 'Meet your success manager' },
          { label: 'DAY 2', text: 'Set up your workspace' },
          { label: 'DAY 3', text: 'Launch your first campaign' },
        ],
      },
      { background: { color: TEAL }, heading: WHITE, body: WHITE, accent: AMBER, panel: MINT },
      PRESENTER,
    ),
    ctaScene(
      { name: 'Here to help', duration: 7, speech: ['Questions? Just reply to this video. We are always one message away.'] },
      { heading: 'Questions? Just reply.', body: 'Your success manager is one message away.', button: 'Open your dashboard' },
      { background: { gradient: linearGradient(200, WHITE, MINT) }, heading: INK, body: GREY, accent: AMBER, button: { fill: TEAL, text: WHITE } },
      PRESENTER,
    ),
  ],
);
