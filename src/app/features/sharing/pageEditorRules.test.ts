import { describe, expect, it } from 'vitest';
import { draftErrors, type PageDraft, pageChanges } from './pageEditorRules';

const saved: PageDraft = {
  name: 'Spring offer',
  layout: 'videoFirst',
  title: 'A video for you',
  headline: 'Hello {{first_name}}',
  body: 'Watch this.',
  ctaLabel: 'Book a call',
  ctaUrl: '',
  brandColor: '#1a73e8',
  logo: null,
  showCalendar: false,
  showSocial: true,
};

describe('page editor rules', () => {
  it('marks a CTA link that is not an absolute http(s) address, a bad colour and an empty name', () => {
    expect(draftErrors(saved)).toEqual({});
    const errors = draftErrors({ ...saved, ctaUrl: 'javascript:alert(1)', brandColor: 'red', name: ' ' });
    expect(errors.ctaUrl).toMatch(/http/);
    expect(errors.brandColor).toMatch(/#1a73e8/);
    expect(errors.name).toBe('Give the page a name.');
    expect(draftErrors({ ...saved, ctaUrl: 'https://example.com/book' })).toEqual({});
  });

  it('sends the changed valid fields only, the content ones under content', () => {
    expect(pageChanges(saved, saved)).toBeNull();
    expect(pageChanges(saved, { ...saved, headline: 'Hi', layout: 'split', ctaUrl: 'nope' })?.update).toEqual({ layout: 'split', content: { headline: 'Hi' } });
    expect(pageChanges(saved, { ...saved, name: 'New' })?.update).toEqual({ name: 'New' });
    expect(pageChanges(saved, { ...saved, ctaUrl: 'nope' })).toBeNull();
  });
});
