import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { isPreviewChosen, readTemplatePreviews } from './templatePreviewChoice.ts';
import { templatePreviewTasks } from './templatePreviews.ts';
import { TEMPLATES } from './templateCatalogue.ts';

describe('TEMPLATE_PREVIEWS', () => {
  it('reads prepare, off, and templates in every size or in one', () => {
    expect(readTemplatePreviews('prepare')).toBe('all');
    expect(readTemplatePreviews('off')).toEqual([]);
    expect(readTemplatePreviews('sales-intro, quote-card@1:1,thank-you@2')).toEqual([
      { templateId: 'sales-intro', size: null },
      { templateId: 'quote-card', size: 1 },
      { templateId: 'thank-you', size: 2 },
    ]);
  });

  it('names a wrong value at start', () => {
    expect(() => readTemplatePreviews('sales-intro@4:3')).toThrow('the size after @ is 16:9, 1:1 or 9:16');
    expect(() => loadConfig({ TEMPLATE_PREVIEWS: 'no-such-template' })).toThrow(/TEMPLATE_PREVIEWS: "no-such-template" is not a template id/);
    expect(loadConfig({}).templatePreviews).toBe('all');
  });

  it('chooses templates and sizes', () => {
    const choice = [
      { templateId: 'sales-intro', size: null },
      { templateId: 'quote-card', size: 1 as const },
    ];
    expect([0, 1, 2].map((size) => isPreviewChosen(choice, 'sales-intro', size as 0 | 1 | 2))).toEqual([true, true, true]);
    expect([0, 1, 2].map((size) => isPreviewChosen(choice, 'quote-card', size as 0 | 1 | 2))).toEqual([false, true, false]);
    expect(isPreviewChosen(choice, 'thank-you', 0)).toBe(false);
    expect(isPreviewChosen('all', 'thank-you', 0)).toBe(true);
  });
});

describe('templatePreviewTasks', () => {
  it('makes every picture before any video: every template in 16:9 first, then 1:1, then 9:16', () => {
    const tasks = templatePreviewTasks('all');
    const videos = TEMPLATES.filter((template) => template.kind === 'video');
    expect(tasks).toHaveLength(TEMPLATES.length * 3 + videos.length * 3);
    const firstVideo = tasks.findIndex((task) => task.part === 'video');
    expect(firstVideo).toBe(TEMPLATES.length * 3);
    expect(tasks.slice(firstVideo).every((task) => task.part === 'video')).toBe(true);
    expect(tasks.slice(0, TEMPLATES.length)).toEqual(TEMPLATES.map((template) => ({ templateId: template.id, size: 0, part: 'pictures' })));
    expect(tasks[TEMPLATES.length]).toEqual({ templateId: TEMPLATES[0]!.id, size: 1, part: 'pictures' });
    expect(tasks[firstVideo]).toEqual({ templateId: videos[0]!.id, size: 0, part: 'video' });
    expect(tasks[firstVideo + videos.length]).toEqual({ templateId: videos[0]!.id, size: 1, part: 'video' });
  });

  it('makes only the chosen ones (an image has no video), and none when off', () => {
    expect(
      templatePreviewTasks([
        { templateId: 'quote-card', size: null },
        { templateId: 'thank-you', size: 0 },
      ]),
    ).toEqual([
      { templateId: 'thank-you', size: 0, part: 'pictures' },
      { templateId: 'quote-card', size: 0, part: 'pictures' },
      { templateId: 'quote-card', size: 1, part: 'pictures' },
      { templateId: 'quote-card', size: 2, part: 'pictures' },
      { templateId: 'thank-you', size: 0, part: 'video' },
    ]);
    expect(templatePreviewTasks([])).toEqual([]);
  });
});
