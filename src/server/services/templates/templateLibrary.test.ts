import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CanvasSizeIndex } from '../../../scene/constants.ts';
import { parseProjectDocument } from '../../../scene/document.ts';
import { mergeValuesOf } from '../../../scene/mergeFallbacks.ts';
import { fillMergeTags, mergeTagNames } from '../../../scene/mergeTags.ts';
import type { CanvasObject } from '../../../scene/schema/canvasObject.ts';
import { sceneOrder } from '../../../scene/timing.ts';
import { isInside, templateCanvas } from './layout.ts';
import { TEMPLATES } from './templateCatalogue.ts';
import { TEMPLATE_ID_PATTERN } from './templateDefinition.ts';
import { findTemplate, readTemplateSize, searchTemplates, templateDocument, templateItem, templateScenes } from './templateLibrary.ts';

const SIZES: CanvasSizeIndex[] = [0, 1, 2];
const publicDir = path.resolve(import.meta.dirname, '../../../../public');

/** Every object of a scene, group members included. */
const objectsOf = (objects: CanvasObject[]): CanvasObject[] => objects.flatMap((object) => (object._Type === 'group' ? [object, ...objectsOf(object.objects)] : [object]));

/** Every text of a template (object texts and speech) in one size. */
function textsOf(id: string, size: CanvasSizeIndex = 0): string[] {
  const template = TEMPLATES.find((candidate) => candidate.id === id)!;
  return templateScenes(template, size).flatMap((scene) => [
    ...objectsOf(scene.jsonData.objects).flatMap((object) => (object._Type === 'text' ? [object.text] : [])),
    ...Object.values(scene.speech.data).map((box) => box.text),
  ]);
}

describe('the template catalogue', () => {
  it('has at least 12 video templates, with and without the avatar, and at least 8 image templates', () => {
    const videos = TEMPLATES.filter((template) => template.kind === 'video');
    expect(videos.length).toBeGreaterThanOrEqual(12);
    expect(videos.filter((template) => template.mode === 0).length).toBeGreaterThanOrEqual(5);
    expect(videos.filter((template) => template.mode === 1).length).toBeGreaterThanOrEqual(5);
    const images = TEMPLATES.filter((template) => template.kind === 'image');
    expect(images.length).toBeGreaterThanOrEqual(8);
    expect(images.every((template) => template.mode === 2 && template.scenes.length === 1)).toBe(true);
  });

  it('gives every template a unique id that can never be taken for a project id', () => {
    const ids = TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(TEMPLATE_ID_PATTERN);
  });

  it('makes video templates of 2 to 4 scenes with a length, transitions between them and animated objects', () => {
    for (const template of TEMPLATES.filter((candidate) => candidate.kind === 'video')) {
      expect(template.scenes.length, template.id).toBeGreaterThanOrEqual(2);
      expect(template.scenes.length, template.id).toBeLessThanOrEqual(4);
      const document = templateDocument(template, 0);
      const scenes = sceneOrder(document).map((id) => document.scenes[String(id)]!);
      expect(
        scenes.every((scene) => scene.duration !== undefined && scene.duration >= 2),
        template.id,
      ).toBe(true);
      expect(
        scenes.slice(0, -1).every((scene) => scene.sanimation !== null),
        template.id,
      ).toBe(true);
      const animated = scenes.flatMap((scene) => Object.values(scene.elements)).filter((timing) => timing.enter > 0 && timing.animation?.enter.id !== 5);
      expect(animated.length, template.id).toBeGreaterThan(scenes.length);
    }
  });

  it('gives avatar templates the avatar mode, the default presenter and a script in every scene', () => {
    for (const template of TEMPLATES.filter((candidate) => candidate.mode === 0)) {
      for (const scene of templateScenes(template, 0)) {
        expect(scene.mode, template.id).toBe(0);
        expect(
          scene.jsonData.objects.find((object) => object._Type === 'avatar'),
          template.id,
        ).toMatchObject({ _Src: '/avatars/4/avatar.svg' });
        expect(
          Object.values(scene.speech.data).some((box) => box.text.length > 0),
          template.id,
        ).toBe(true);
      }
    }
    for (const template of TEMPLATES.filter((candidate) => candidate.mode === 1)) {
      expect(
        templateScenes(template, 0).every((scene) => scene.mode === 2),
        template.id,
      ).toBe(true);
    }
  });
});

describe.each(SIZES)('every template in size %i', (size) => {
  it.each(TEMPLATES.map((template) => [template.id, template] as const))('%s is a valid document of its mode and size, with every object inside the canvas', (_id, template) => {
    const document = templateDocument(template, size);
    expect(parseProjectDocument(document)).toEqual(document);
    expect(document.size).toBe(size);
    expect(document.mode).toBe(template.mode);
    expect(sceneOrder(document)).toHaveLength(template.scenes.length);
    const canvas = templateCanvas(size);
    for (const scene of Object.values(document.scenes)) {
      const [background, ...objects] = scene.jsonData.objects;
      expect(background?._Type).toBe('background');
      expect(objects.length).toBeGreaterThan(0);
      for (const object of objects) {
        const box = { left: object.left, top: object.top, width: object.width * object.scaleX, height: object.height * object.scaleY };
        expect(isInside(box, canvas.full), `${template.id} ${object._Name} ${JSON.stringify(box)}`).toBe(true);
      }
    }
  });
});

describe('template content', () => {
  it('uses the merge tags {{first_name}} and {{company}} in several templates, where they are meant', () => {
    const tagged = TEMPLATES.filter((template) => {
      const names = textsOf(template.id).flatMap(mergeTagNames);
      return names.includes('first_name') && names.includes('company');
    });
    expect(tagged.length).toBeGreaterThanOrEqual(4);
    expect(textsOf('sales-intro').join(' ')).toContain('Hi {{first_name}}');
    expect(textsOf('sales-intro').join(' ')).toContain('for you and {{company}}');
    expect(textsOf('thank-you-card').join(' ')).toContain('DEAR {{first_name}}');
    for (const text of TEMPLATES.flatMap((template) => textsOf(template.id))) {
      for (const name of mergeTagNames(text)) expect(['first_name', 'company']).toContain(name);
    }
  });

  it('reads well with the fallbacks: no ", there" or "your team team"; a template whose words need another fallback names its own', () => {
    for (const template of TEMPLATES) {
      const document = templateDocument(template, 0);
      const texts = textsOf(template.id).map((text) => fillMergeTags(text, mergeValuesOf(document)).replace(/\s+/g, ' '));
      for (const text of texts) expect(text, template.id).not.toMatch(/, there\b|\bDEAR there\b|\byour team (team|story|blog)\b|\b(at|by|of) your team\b/);
      if (template.mergeTagFallbacks) expect(document.mergeTagFallbacks, template.id).toEqual(template.mergeTagFallbacks);
    }
    const thankYou = templateDocument(findTemplate('thank-you', 'video')!, 0);
    expect(textsOf('thank-you').map((text) => fillMergeTags(text, mergeValuesOf(thankYou)).replace(/\s+/g, ' '))).toContain('Thank you, friend!');
  });

  it('uses only assets that ship, and pictures with masks and filters', () => {
    const objects = TEMPLATES.flatMap((template) => templateScenes(template, 1).flatMap((scene) => objectsOf(scene.jsonData.objects)));
    for (const src of new Set(objects.flatMap((object) => (object._Src ? [object._Src] : [])))) {
      expect(fs.existsSync(path.join(publicDir, src)), src).toBe(true);
    }
    const masked = objects.filter((object) => object._Type === 'image' && object._Mask);
    for (const object of masked) expect(fs.existsSync(path.join(publicDir, String(object._Mask!.src)))).toBe(true);
    expect(masked.length).toBeGreaterThan(10);
    expect(objects.some((object) => (object._Type === 'image' || object._Type === 'background') && object.filter)).toBe(true);
    expect(objects.some((object) => object._Type === 'shape')).toBe(true);
  });

  it('lays the same template out differently per size, with the same texts and timing', () => {
    const template = findTemplate('sales-intro', 'video')!;
    const [wide, square, tall] = SIZES.map((size) => templateScenes(template, size)[0]!);
    const headingOf = (scene: typeof wide) => scene!.jsonData.objects.find((object) => object._Name === 'Heading')!;
    const boxOf = (scene: typeof wide) => [headingOf(scene).left, headingOf(scene).top, headingOf(scene).width].join();
    expect(new Set([boxOf(wide), boxOf(square), boxOf(tall)]).size).toBe(3);
    expect(new Set([wide, square, tall].map((scene) => headingOf(scene)._DefaultText!.replace(/\s+/g, ' '))).size).toBe(1);
    expect(wide!.duration).toBe(tall!.duration);
  });

  it('builds fresh object ids every time', () => {
    const template = findTemplate('product-launch', 'video')!;
    const ids = (size: CanvasSizeIndex) =>
      templateScenes(template, size)[0]!
        .jsonData.objects.slice(1)
        .map((object) => object.id);
    const first = ids(0);
    expect(ids(0).some((id) => first.includes(id))).toBe(false);
  });
});

describe('lookups and search', () => {
  it('finds templates by id within their kind only', () => {
    expect(findTemplate('sales-intro', 'video')?.name).toBe('Sales Intro');
    expect(findTemplate('sales-intro', 'image')).toBeUndefined();
    expect(findTemplate('quote-card', 'image')?.name).toBe('Quote Card');
  });

  it('filters videos by the avatar and searches names and tags by every word', () => {
    expect(searchTemplates({ kind: 'video', human: 1 }).every((template) => template.mode === 0)).toBe(true);
    expect(searchTemplates({ kind: 'video', human: 0 }).every((template) => template.mode === 1)).toBe(true);
    expect(searchTemplates({ kind: 'video' })).toHaveLength(TEMPLATES.filter((template) => template.kind === 'video').length);
    expect(searchTemplates({ kind: 'video', q: 'SALES intro' }).map((template) => template.id)).toEqual(['sales-intro']);
    expect(searchTemplates({ kind: 'video', q: 'real estate' }).map((template) => template.id)).toEqual(['real-estate-listing']);
    expect(searchTemplates({ kind: 'image', q: 'hiring' }).map((template) => template.id)).toEqual(['hiring-post']);
    expect(searchTemplates({ kind: 'video', human: 1, q: 'discount' })).toEqual([]);
  });

  it('reads sizes as indexes or ratios', () => {
    expect(['0', '1', '2', '16:9', '1:1', '9:16', '3', '4:3', ''].map(readTemplateSize)).toEqual([0, 1, 2, 0, 1, 2, undefined, undefined, undefined]);
  });

  it('answers scenes by index in the order asked, and refuses an index the template lacks', () => {
    const template = findTemplate('product-launch', 'video')!;
    const all = templateScenes(template, 0);
    const chosen = templateScenes(template, 0, [2, 0]);
    expect(chosen.map((scene) => scene.id)).toEqual([all[2]!.id, all[0]!.id]);
    expect(() => templateScenes(template, 0, [4])).toThrow('scene 4: the template has scenes 0 to 3');
  });

  it('lists a template with its size variants, scene names, count and length', () => {
    const item = templateItem(findTemplate('sales-intro', 'video')!);
    expect(item).toMatchObject({ id: 'sales-intro', name: 'Sales Intro', kind: 'video', mode: 0, human: 1, sceneCount: 3, duration: 23 });
    expect(item.scenes.map((scene) => scene.name)).toEqual(['Greeting', 'How it works', 'Call to action']);
    expect(item.hVideo).toEqual({ id: 'sales-intro', size: 0, ratio: '16:9', width: 1920, height: 1080, isPersonalized: false });
    expect(item.vVideo).toMatchObject({ size: 2, ratio: '9:16', width: 1080, height: 1920 });
    expect(templateItem(findTemplate('quote-card', 'image')!)).toMatchObject({ human: 0, sceneCount: 1, duration: 0 });
  });
});
