import { z } from 'zod';

/** A mail the server kept instead of sending it (`GET /api/dev/outbox/`, development only); `createdAt` is ISO 8601. */
export const outboxMailSchema = z.object({ id: z.number().int(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() });
export type OutboxMail = z.infer<typeof outboxMailSchema>;
