/** Account status as the login call reports it for the e-mail (spec 001 §8). */
export const UserStatus = { blocked: 0, unverified: 1, unlinked: 2, active: 3 } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];

/** The login error text for each status that may not log in (spec 001 §8). */
export const loginRefusal: Record<Exclude<UserStatus, 3>, string> = {
  0: 'Email is Blocked.',
  1: 'Email is not Verified.',
  2: 'Email is not linked with any organisation.',
};
