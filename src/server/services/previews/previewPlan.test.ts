import { describe, expect, it } from 'vitest';
import { shownDocument } from '../../../scene/mergeFallbacks.ts';
import { thumbnailFrame } from '../../../scene/renderSegments.ts';
import { findTemplate, templateDocument } from '../templates/templateLibrary.ts';
import { PREVIEW_FILE_NAME } from './previewFiles.ts';
import { previewContent, previewPlan } from './previewPlan.ts';

const salesIntro = findTemplate('sales-intro', 'video')!;
const quoteCard = findTemplate('quote-card', 'image')!;

describe('previewPlan', () => {
  it('names the same files for every build of a template, though each build has fresh object ids', () => {
    const first = templateDocument(salesIntro, 0);
    const second = templateDocument(salesIntro, 0);
    const firstScene = first.scenes[String(first.currentScene.arr[0])]!;
    const secondScene = second.scenes[String(second.currentScene.arr[0])]!;
    expect(firstScene.elementList).not.toEqual(secondScene.elementList);
    expect(previewContent(first)).toBe(previewContent(second));
    expect(previewPlan(first, 'video', 'engine-a')).toEqual(previewPlan(second, 'video', 'engine-a'));
  });

  it('names new files for a new engine or changed content, and others for each size', () => {
    const doc = templateDocument(salesIntro, 0);
    const plan = previewPlan(doc, 'video', 'engine-a');
    const newEngine = previewPlan(doc, 'video', 'engine-b');
    expect(newEngine.picture.name).not.toBe(plan.picture.name);
    expect(newEngine.video!.name).not.toBe(plan.video!.name);

    const first = doc.scenes[String(doc.currentScene.arr[0])]!;
    const objects = first.jsonData.objects.map((object) => (object._Type === 'text' && object._Name === 'Heading' ? { ...object, text: 'Hello {{first_name}}' } : object));
    const edited = { ...doc, scenes: { ...doc.scenes, [String(first.id)]: { ...first, jsonData: { ...first.jsonData, objects } } } };
    const changed = previewPlan(edited, 'video', 'engine-a');
    expect(changed.picture.name).not.toBe(plan.picture.name);
    expect(changed.scenes[0]!.name).not.toBe(plan.scenes[0]!.name);
    // The other scenes' pictures depend on the whole document too: a changed document makes all its files anew.
    expect(changed.video!.name).not.toBe(plan.video!.name);

    const square = previewPlan(templateDocument(salesIntro, 1), 'video', 'engine-a');
    expect(square.picture.name).not.toBe(plan.picture.name);
  });

  it('shows what a card shows: merge tags filled make another picture than the tags themselves', () => {
    const doc = templateDocument(salesIntro, 0);
    expect(previewPlan(shownDocument(doc), 'video', 'v').picture.name).not.toBe(previewPlan(doc, 'video', 'v').picture.name);
  });

  it('plans a video: the middle of the first scene at twice the card size, each scene at rest, an MP4 at the card size', () => {
    const doc = templateDocument(salesIntro, 2);
    const plan = previewPlan(doc, 'video', 'v');
    expect(plan.picture.capture).toEqual({ frame: thumbnailFrame(doc), sceneId: null, width: 450, height: 800, type: 'image/jpeg', quality: 0.85 });
    expect(plan.scenes.map((scene) => scene.capture.sceneId)).toEqual(doc.currentScene.arr);
    expect(plan.video).toMatchObject({ width: 360, height: 640 });
    for (const name of [plan.picture.name, plan.video!.name, ...plan.scenes.map((scene) => scene.name)]) expect(name).toMatch(PREVIEW_FILE_NAME);
    expect(plan.video!.name).toMatch(/\.mp4$/);
    expect(new Set(plan.scenes.map((scene) => scene.name)).size).toBe(3);
  });

  it('plans an image: its scene at rest is its picture, and it has no video', () => {
    const plan = previewPlan(templateDocument(quoteCard, 1), 'image', 'v');
    expect(plan.picture).toEqual(plan.scenes[0]);
    expect(plan.picture.capture).toMatchObject({ frame: 0, width: 640, height: 640 });
    expect(plan.video).toBeNull();
  });
});
