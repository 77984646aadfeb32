import { createReadStream } from 'node:fs';
import path from 'node:path';
import { CANVAS_SIZES } from '../../scene/constants.ts';
import type { ProjectDocument } from '../../scene/document.ts';
import { renderSegments } from '../../scene/renderSegments.ts';
import type { VideoProgress } from '../services/generation/generationProgress.ts';
import { segmentKey } from '../services/generation/renderFiles.ts';
import type { FileStorage } from '../services/storage/fileStorage.ts';
import { copyCached } from './cachedFile.ts';
import { segmentContentKey } from './contentKeys.ts';
import { joinSegments } from './joinSegments.ts';
import { pageCallToFile } from './pageOutput.ts';
import type { RenderSession } from './renderSession.ts';
import { encodeSoundPieces, mixSoundPieces, planSoundTrack, type SoundChunkWork, type SoundTrackWork } from './renderSoundTrack.ts';

/** What a video render made, in its work folder. */
export type VideoRender = {
  /** The MP4: H.264 High at 25 fps and AAC, the index first. */
  file: string;
  frames: number;
  /** Segments joined, and how many of them were found already rendered. */
  segments: number;
  reused: number;
  /** Pieces of the sound track mixed and reused (`mixSoundPieces`), and its chunks encoded and reused (`encodeSoundPieces`); none when the whole track was found encoded. */
  sound: SoundTrackWork & { chunks: SoundChunkWork };
};

/** `size`: the output size, the canvas size when left out (previews are smaller: `previewPlan.ts`). */
export type VideoRenderParts = { session: RenderSession; storage: FileStorage; folder: string; engineVersion: string; size?: { width: number; height: number } };

/**
 * Renders a project's video on an open render page: each scene as its own segment (see
 * `renderSegments`), except segments whose content key is already in storage, which are reused;
 * the sound track, likewise reused when its pieces are unchanged, else made of its pieces, only
 * those not in storage mixed on the page (`mixSoundPieces`, before the drawing), then joined and
 * encoded while the page draws (`encodeSoundPieces`); then the segments and the sound joined by
 * remuxing. New segments and sound tracks are stored for later renders. (Its thumbnail
 * is drawn before, by `renderThumbnail`.)
 * @param onProgress - told the step: drawing (frames drawn of those to draw), sound (when it is mixed), joining
 */
export async function renderVideo(
  { session, storage, folder, engineVersion, size: outputSize }: VideoRenderParts,
  doc: ProjectDocument,
  onProgress: (progress: VideoProgress) => void,
): Promise<VideoRender> {
  const size = outputSize ?? CANVAS_SIZES[doc.size];
  const target = { ...size, engineVersion };
  const segments = renderSegments(doc).map((segment) => ({ segment, key: segmentKey(segmentContentKey(doc, segment, target)), file: '' }));
  const frames = segments.reduce((sum, { segment }) => sum + segment.toFrame - segment.fromFrame, 0);
  const sound = planSoundTrack(doc, frames, engineVersion);

  const files = new Map<string, string>();
  const missing: typeof segments = [];
  for (const entry of segments) {
    entry.file = path.join(folder, path.basename(entry.key));
    if (files.has(entry.key)) continue;
    files.set(entry.key, entry.file);
    if (await storage.exists(entry.key)) await copyCached(storage, entry.key, entry.file);
    else missing.push(entry);
  }
  const soundFile = path.join(folder, 'sound.aac');
  const isSoundStored = await storage.exists(sound.key);
  if (isSoundStored) await copyCached(storage, sound.key, soundFile);

  const framesToDraw = missing.reduce((sum, { segment }) => sum + segment.toFrame - segment.fromFrame, 0);
  let framesDrawn = 0;
  const report = (step: VideoProgress['step'], drawn = framesDrawn) => onProgress({ step, framesDrawn: drawn, framesToDraw, isSoundToMix: !isSoundStored });

  await session.call('load', [doc, size]);
  // The page mixes the pieces first; the track is then joined and encoded (ffmpeg) while the page draws.
  const mixed = isSoundStored ? null : await mixSoundPieces({ session, storage, folder }, sound);
  const encoding: Promise<SoundChunkWork> = mixed ? encodeSoundPieces(storage, folder, sound, mixed, soundFile) : Promise.resolve({ encoded: 0, reused: 0 });
  encoding.catch(() => undefined); // awaited below; not left unhandled while the page draws
  try {
    if (framesToDraw > 0) report('drawing');
    for (const { segment, key, file } of missing) {
      await pageCallToFile(
        session,
        file,
        'encodeVideo',
        (stream) => [stream, segment.fromFrame, segment.toFrame],
        (done) => report('drawing', framesDrawn + done),
      );
      await storage.put(key, createReadStream(file));
      framesDrawn += segment.toFrame - segment.fromFrame;
      report('drawing');
    }
  } catch (error) {
    // Nothing of this render goes on after it: its work folder is removed once it fails.
    await encoding.catch(() => undefined);
    throw error;
  }
  if (mixed) report('sound');
  const soundWork = { ...(mixed?.work ?? { mixed: 0, reused: 0 }), chunks: await encoding };

  report('joining');
  const file = path.join(folder, 'video.mp4');
  await joinSegments(
    segments.map(({ segment, file: segmentFile }) => ({ file: segmentFile, frames: segment.toFrame - segment.fromFrame })),
    soundFile,
    file,
  );
  return { file, frames, segments: segments.length, reused: segments.length - missing.length, sound: soundWork };
}
