import type { FastifyBaseLogger } from 'fastify';
import { type BatchPreflight, PREFLIGHT_CONTACT_COUNT } from '../../../contract/batchPreflight.ts';
import type { AppContext } from '../../context.ts';
import { batchEta } from './batchEta.ts';
import { batchCredits, batchTagColumns } from './batchGeneration.ts';
import { findOwnedBatch, validContacts } from './batchStore.ts';
import { personalisableVideo } from './batchValidation.ts';
import { contactMergeValues } from './contactRules.ts';
import { preflightStills } from './preflightStills.ts';

/**
 * The preflight of the user's batch (issue 18): its first {@link PREFLIGHT_CONTACT_COUNT} valid
 * contacts pictured as their videos will start (`preflightStills`), each with the tags whose cell is
 * empty (validation lets a non-e-mail tag be empty: its fallback stands in), how many valid
 * contacts have such a tag, the credits generation takes against what is left, and the estimate.
 * Spends nothing.
 * @throws DomainError not_found (not the user's batch); conflict (the video is no longer ready);
 * invalid (its merge tags changed since validation)
 */
export async function batchPreflight(context: AppContext, userId: number, batchId: number, log: FastifyBaseLogger): Promise<BatchPreflight> {
  const { db, config } = context;
  const batch = await findOwnedBatch(db, userId, batchId);
  const { project, tags } = await personalisableVideo(db, userId, batch.projectId);
  const columns = batchTagColumns(batch, tags);
  const contacts = (await validContacts(db, batch.id)).map(({ contactNumber, email, cells }) => {
    const values = contactMergeValues(tags, columns, cells);
    return { contactNumber, email, values, fallbackTags: tags.map(([name]) => name).filter((name) => values[name] === '') };
  });
  const first = contacts.slice(0, PREFLIGHT_CONTACT_COUNT);
  const stills = await preflightStills(context, { id: batch.id, video: project, tags }, first, log);
  return {
    contacts: first.map(({ contactNumber, email, fallbackTags }) => ({ contactNumber, email, thumbnail: stills.get(contactNumber) ?? null, fallbackTags })),
    fallbackContacts: contacts.filter((contact) => contact.fallbackTags.length > 0).length,
    credits: await batchCredits(db, userId, { type: batch.type, contacts: contacts.length }),
    ...(await batchEta(db, { projectId: project.id, contacts: contacts.length, workers: config.workers })),
  };
}
