/** The signed-in user, as GET /api/accounts/user/?isCP=1 returns it. */
export interface User {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  profile_image: string | null;
  phone_number: string;
  calendar_url: string;
  linkedin_url: string;
  facebook_url: string;
  twitter_url: string;
  organization: { id: number; name: string } | null;
  org_is_admin: boolean;
  /** May change password. */
  isCP: boolean;
  subs_end: string | null;
  usedVideoCredit: number;
  totalVideoCredit: number;
}

export interface LoginPayload {
  email: string;
  password: string;
}

export interface LoginResult {
  token: string;
  user: User;
}

export interface SignUpPayload {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  /** Organisation invite code. */
  code?: string;
}

export interface SignUpResult {
  /** Where the verification mail went. */
  email: string;
  /** When present the user is sent there instead of the Verify email step. */
  redirectTo?: string;
}

export interface OrganizationInvite {
  email: string;
  organizationName: string;
}

export interface ResetPasswordPayload {
  code: string;
  password: string;
}
