import { type SampleMedia, sampleDocument } from '../../../scene/samples';
import { type ProjectDocument, projectDocumentSchema } from '../../../scene/schema/project';
import { createAvatarImage, createCounterClip, createQuadrantImage, starSvg } from './sampleMedia';

/** Generates the sample media in the browser (nothing is downloaded) and answers their addresses. */
export async function createSampleMedia(): Promise<SampleMedia> {
  const videoSeconds = 4;
  const videoSize = { width: 640, height: 360 };
  const [video, image, avatar] = await Promise.all([createCounterClip({ ...videoSize, seconds: videoSeconds }), createQuadrantImage(200, 100), createAvatarImage(400)]);
  return {
    video: URL.createObjectURL(video),
    image: URL.createObjectURL(image),
    avatar: URL.createObjectURL(avatar),
    svg: URL.createObjectURL(new Blob([starSvg], { type: 'image/svg+xml' })),
    videoSeconds,
    videoSize,
  };
}

/** The "simple" scene, then the "busy" one, joined by a one-second crossfade: 20 s in all. */
export function showcaseProject(media: SampleMedia): ProjectDocument {
  const first = sampleDocument('simple', media).scenes['1']!;
  const second = sampleDocument('busy', media).scenes['1']!;
  return projectDocumentSchema.parse({
    currentScene: { sceneArr: [1, 2], arr: [1, 2] },
    scenes: {
      '1': { ...first, sanimation: { id: 'crossfade', name: 'Crossfade', duration: 1 } },
      '2': { ...second, id: 2, jsonData: { objects: second.jsonData.objects.map((object) => (object._Type === 'background' ? { ...object, id: 'background-2' } : object)) } },
    },
  });
}
