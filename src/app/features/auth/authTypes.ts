export interface LoginPayload {
  email: string;
  password: string;
  /** The ticket a verification link gave this tab (`signUpActivation.ts`): the login activates the account. */
  activation?: string;
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
