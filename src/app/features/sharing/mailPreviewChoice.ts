import { createContext, useContext } from 'react';
import type { PersonalisationEntry } from '../../../contract/personalisation';

/** Which personalised code the Live Preview of Share via Mail shows, and how a history entry asks for its own. */
export type MailPreviewChoice = { previewedId: number | null; preview: (entry: PersonalisationEntry) => void };

/** Given by Share via Mail to its Personalised Mail History; absent elsewhere (no Preview buttons). */
export const MailPreviewChoiceContext = createContext<MailPreviewChoice | null>(null);

/** The Live Preview's choice where a history is inside Share via Mail, else null. */
export function useMailPreviewChoice(): MailPreviewChoice | null {
  return useContext(MailPreviewChoiceContext);
}
