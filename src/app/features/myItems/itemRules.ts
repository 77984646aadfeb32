import { GENERATE_STATUS, type GenerationStep, generateStatusMessage } from '../../../contract/generation';
import type { ProjectCard } from '../../../contract/projects';
import type { ItemGeneration } from '../../../contract/generation';
import type { KindInfo } from './myItemsApi';

/** Card names are cut at this many characters (spec 001 §9). */
export const CARD_NAME_MAX = 42;

/** The name a card shows (spec 001 §2, §9): at most 42 characters, a longer name cut with an ellipsis as the 42nd; no name: Untitled. */
export function cardName(name: string | null | undefined): string {
  const trimmed = name?.trim();
  if (!trimmed) return 'Untitled';
  return trimmed.length > CARD_NAME_MAX ? `${trimmed.slice(0, CARD_NAME_MAX - 1)}…` : trimmed;
}

/** What a status tile says: the spec 001 §4 message, the percentage while generating, and beside them where a generation under way is and the time left. */
export type StatusTileText = { message: string; percent: number | null; step: string | null; eta: string | null };

/**
 * What the status tile of a generated item says (spec 001 §4), or null when there is no tile:
 * ready, or never generated. Status 2 adds the percentage; a generation under way adds its step
 * and time left when the server tells them.
 */
export function statusTile(generation: ItemGeneration): StatusTileText | null {
  const { status } = generation;
  if (status === null || status === GENERATE_STATUS.ready) return null;
  const message = status === GENERATE_STATUS.failed ? (generation.message ?? generateStatusMessage(status)) : generateStatusMessage(status);
  const step = status === GENERATE_STATUS.failed ? null : (generation.step ?? null);
  return {
    message: message!,
    percent: status === GENERATE_STATUS.generating ? generation.progress : null,
    step: step && generationStepText(step),
    eta: step && timeLeftText(step.eta),
  };
}

/** A generation's step in words: "Waiting in queue: 2 ahead", "Making the speech: scene 1 of 3", "Drawing frame 120 of 450", "Adding the sound", "Joining". */
export function generationStepText(step: GenerationStep): string {
  switch (step.name) {
    case 'queued':
      return step.ahead === 0 ? 'Waiting in queue: next' : `Waiting in queue: ${step.ahead} ahead`;
    case 'speaking':
      return `Making the speech: scene ${Math.min(step.done + 1, step.total)} of ${step.total}`;
    case 'drawing':
      return `Drawing frame ${step.done} of ${step.total}`;
    case 'sound':
      return 'Adding the sound';
    case 'joining':
      return 'Joining';
  }
}

/** The time left in words ("about 40 s left", "about 3 min left"), or null when it is not known. */
export function timeLeftText(seconds: number | null): string | null {
  if (seconds === null) return null;
  return seconds < 90 ? `about ${Math.max(1, Math.round(seconds))} s left` : `about ${Math.round(seconds / 60)} min left`;
}

/** Whether the generated file can be played and downloaded (spec 002 §3: status 1 only). */
export function isReady(item: ProjectCard): boolean {
  return item.mainVideoGenerate.status === GENERATE_STATUS.ready && item.mainVideoGenerate.video !== null;
}

/** The file name of a download: `{name}.mp4` for videos, `{name}.png` for images (spec 002 §2). */
export function downloadName(item: Pick<ProjectCard, 'name'>, kind: KindInfo): string {
  return `${item.name.trim() || 'Untitled'}.${kind.extension}`;
}

/**
 * The address that downloads a generated file as `name` (spec 002 §4 "opens the file with a
 * download flag and a generated filename"): the file route's `?download=` answers it as an
 * attachment of that name, where a link's `download` attribute alone may be ignored.
 */
export function fileDownloadUrl(file: string, name: string): string {
  return `${file}${file.includes('?') ? '&' : '?'}download=${encodeURIComponent(name)}`;
}

/** The failure text of a video delete (spec 001 §8). */
export function deleteFailedMessage(id: number): string {
  return `${id} is Error on Deleted!`;
}
