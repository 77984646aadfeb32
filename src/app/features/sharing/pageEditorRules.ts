import type { z } from 'zod';
import { type PageLayout, type SharingPage, type SharingPageContent, sharingPageContentSchema, type SharingPageUpdate, sharingPageUpdateSchema } from '../../../contract/sharing';

/** What the page editor's form holds: the page's name and layout and what it says. */
export type PageDraft = { name: string; layout: PageLayout } & SharingPageContent;

/** A field of the form. */
export type PageField = keyof PageDraft;

/** The names the layouts go by in the editor. */
export const LAYOUT_NAMES: Record<PageLayout, string> = {
  videoFirst: 'Video first',
  calendar: 'Video + calendar',
  ctaBand: 'Video + call-to-action band',
  split: 'Split with text',
  minimal: 'Minimal',
  brandHeader: 'Brand header',
};

/** The form's values of a page as the server has it. */
export function draftOf(page: SharingPage): PageDraft {
  return { name: page.name, layout: page.layout, ...page.content };
}

/** The contract's schema of one field (the update's for name and layout, the content's for the rest). */
function fieldSchema(field: PageField): z.ZodType {
  if (field === 'name' || field === 'layout') return sharingPageUpdateSchema.shape[field].unwrap();
  return sharingPageContentSchema.shape[field];
}

/** Why a field's value cannot be saved (the contract's message), or null when it can. */
export function fieldError(field: PageField, value: unknown): string | null {
  const parsed = fieldSchema(field).safeParse(value);
  if (parsed.success) return null;
  if (field === 'name') return 'Give the page a name.';
  return parsed.error.issues[0]?.message ?? 'This value cannot be saved.';
}

/** The fields of `draft` that cannot be saved, with why. */
export function draftErrors(draft: PageDraft): Partial<Record<PageField, string>> {
  const errors: Partial<Record<PageField, string>> = {};
  for (const field of Object.keys(draft) as PageField[]) {
    const error = fieldError(field, draft[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The changed fields of `draft` since `saved` that can be saved, as the autosave's PUT body; null when there is nothing to send. */
export function pageChanges(saved: PageDraft, draft: PageDraft): { update: SharingPageUpdate; sent: Partial<PageDraft> } | null {
  const sent: Partial<PageDraft> = {};
  for (const field of Object.keys(draft) as PageField[]) {
    if (draft[field] !== saved[field] && fieldError(field, draft[field]) === null) Object.assign(sent, { [field]: draft[field] });
  }
  if (Object.keys(sent).length === 0) return null;
  const { name, layout, ...content } = sent;
  const update: SharingPageUpdate = {};
  if (name !== undefined) update.name = name;
  if (layout !== undefined) update.layout = layout;
  if (Object.keys(content).length > 0) update.content = content;
  return { update, sent };
}
