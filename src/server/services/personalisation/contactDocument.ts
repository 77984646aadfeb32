import { type ProjectDocument, repairProjectDocument } from '../../../scene/document.ts';
import { mergeValuesOf, shownDocument } from '../../../scene/mergeFallbacks.ts';
import { renderThumbnail, type StillRenderParts } from '../../render/renderStills.ts';

/** A ready project's document as saved, and the value of each of its tags for one contact. */
export type ContactDocument = { saved: ProjectDocument; values: Record<string, string> };

/**
 * What a contact's personalised render starts from: the project's saved document (repaired) and the
 * value of every tag (`mergeValuesOf`: the contact's non-blank value, else the tag's fallback).
 * @param contact - the contact's values by tag, their pictures on our own origin (`contactImages`)
 */
export function contactDocument(jsonData: unknown, contact: Readonly<Record<string, string>>): ContactDocument {
  const saved = repairProjectDocument(jsonData).document;
  return { saved, values: mergeValuesOf(saved, contact) };
}

/**
 * The thumbnail of a contact's personalised video on an open render page (its first scene with the
 * texts and image tags filled, the mouth at rest): a JPEG in the parts' folder.
 */
export function renderContactThumbnail(parts: StillRenderParts, { saved, values }: ContactDocument): Promise<string> {
  return renderThumbnail(parts, shownDocument(saved, values), 'video');
}
