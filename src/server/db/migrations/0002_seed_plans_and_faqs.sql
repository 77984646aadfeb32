-- Catalogues of the account area: subscription plans and help-page FAQs. Idempotent: rows that
-- already exist (by plan code, by FAQ category and position) are left as an operator edited them.
-- Plan credits are per period, keyed by credit type: 0 Avatar Video, 1 Non Avatar Video,
-- 2 Video Personalization, 3 Salespage Personalization, 4 Thumbnail Personalization, 5 Image Personalization.
INSERT INTO "plans" ("code", "name", "duration_days", "credits") VALUES
  ('starter', 'Starter', 30, '{"0": 5, "1": 5, "2": 50, "3": 50, "4": 50, "5": 50}'),
  ('pro', 'Pro', 30, '{"0": 30, "1": 30, "2": 500, "3": 500, "4": 500, "5": 500}'),
  ('business', 'Business', 30, '{"0": 100, "1": 100, "2": 2000, "3": 2000, "4": 2000, "5": 2000}')
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
-- FAQ categories: 0 Video Creation, 1 Sales Page Creation, 2 Sharing Campaign, 3 Dashboard & Analytics, 4 General.
-- Videos and thumbnails are filled in when the help videos are recorded.
INSERT INTO "faqs" ("category", "position", "description") VALUES
  (0, 1, 'How do I create my first avatar video from a template?'),
  (0, 2, 'How do I add my own script and choose a voice for the avatar?'),
  (0, 3, 'How do I add text, images and background video to a scene?'),
  (1, 1, 'How do I create a sales page for my video?'),
  (1, 2, 'How do I add a call-to-action button to my sales page?'),
  (1, 3, 'How do I personalise a sales page for each contact?'),
  (2, 1, 'How do I share a video with a personalised link?'),
  (2, 2, 'How do I send a video to a list of contacts from a CSV file?'),
  (2, 3, 'How do I use merge tags in my sharing campaign?'),
  (3, 1, 'Where do I see who watched my videos?'),
  (3, 2, 'How is the engagement rate calculated?'),
  (3, 3, 'How do I see which prospects clicked my call to action?'),
  (4, 1, 'How do credits work and when are they used?'),
  (4, 2, 'How do I invite my team members?'),
  (4, 3, 'How do I change my password or profile details?')
ON CONFLICT ("category", "position") DO NOTHING;
