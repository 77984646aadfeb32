import { z } from 'zod';

/** A row of the Manage Team list (spec 001 §3 "Team member"). */
export const teamMemberSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** ISO time of the last login, null before the first, or "Invitation Pending!" for an invite. */
  last_login: z.string().nullable(),
  /** Prospects reached through sharing; 0 until sharing exists. */
  totalProspect: z.number(),
  /** Share of prospects who engaged, in percent; 0 until sharing exists. */
  engagementRate: z.number(),
  org_is_admin: z.boolean(),
  isPending: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
