import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { GENERIC_ERROR, readApiError } from '../../api/apiError';
import { Alert } from '../../components/Alert';
import { focusFirstInvalid } from '../../components/focusFirstInvalid';
import { FormField } from '../../components/FormField';
import { Loader } from '../../components/Loader';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormValues } from '../../components/useFormValues';
import { useSignUpMutation, useVerifyOrganizationCodeQuery } from './authApi';
import { GoogleSignInButton } from './GoogleSignInButton';
import { serverRedirectTarget } from './redirects';
import { SIGN_UP_PASSWORD_MIN } from '../../../contract/accountRules';
import { hasErrors, validateSignUp } from './validation';
import type { FieldErrors } from './validation';
import { VerifyEmailStep } from './VerifyEmailStep';

type SignUpErrors = FieldErrors<'first_name' | 'last_name' | 'email' | 'password'>;

/** /register: the sign-up form (optionally into an organisation by invite `code`), then the Verify email step. */
export function RegisterPage() {
  const [query] = useSearchParams();
  const code = query.get('code');
  const invite = useVerifyOrganizationCodeQuery(code ?? skipToken);
  const [signUp, { error, isLoading, reset }] = useSignUpMutation();
  const navigate = useNavigate();
  const [values, bind] = useFormValues({ first_name: '', last_name: '', email: '', password: '' });
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) return <VerifyEmailStep email={sentTo} />;
  if (invite.isLoading) return <Loader label="Checking your invitation…" />;

  const invitedEmail = invite.data?.email;
  const email = invitedEmail ?? values.email;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: email.trim(),
      password: values.password,
      ...(code ? { code } : {}),
    };
    const found = validateSignUp(payload);
    setErrors(found);
    if (hasErrors(found)) {
      reset();
      focusFirstInvalid(event.currentTarget, found);
      return;
    }
    const result = await signUp(payload);
    if (!result.data) return;
    const target = serverRedirectTarget(result.data.redirectTo);
    if (!target) setSentTo(result.data.email);
    else if ('path' in target) await navigate(target.path);
    else window.location.assign(target.url);
  }

  // Spec 001 §8: the e-mail and code failures have their own text, anything else the generic one.
  const serverError = error ? readApiError(error) : null;
  const emailError = errors.email ?? serverError?.fields.email;
  const formError = serverError && !serverError.fields.email ? (serverError.fields.code ?? GENERIC_ERROR) : undefined;
  const inviteError = invite.isError ? readApiError(invite.error).message : undefined;

  return (
    <>
      <h1 className="card-title">Create your account</h1>
      <p className="card-lead">Start making talking-avatar videos in minutes.</p>
      {invite.data && (
        <Alert tone="info" title={`You're joining ${invite.data.organizationName}`}>
          Sign up with the invited email to join your team.
        </Alert>
      )}
      {inviteError && <Alert tone="error">{inviteError}</Alert>}
      {formError && <Alert tone="error">{formError}</Alert>}
      <form className="form" onSubmit={handleSubmit} noValidate>
        <div className="form-columns">
          <FormField label="First Name" autoComplete="given-name" error={errors.first_name} {...bind('first_name')} />
          <FormField label="Last Name" autoComplete="family-name" error={errors.last_name} {...bind('last_name')} />
        </div>
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={emailError}
          {...bind('email')}
          value={email}
          readOnly={Boolean(invitedEmail)}
          hint={invitedEmail ? 'This is the address your invitation was sent to.' : undefined}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          hint={`Use ${SIGN_UP_PASSWORD_MIN} or more characters.`}
          {...bind('password')}
        />
        <SubmitButton isLoading={isLoading}>Sign Up</SubmitButton>
      </form>
      {/* An invitation joins its organisation through the form; Google makes an account of its own. */}
      {!code && <GoogleSignInButton text="signup_with" />}
      <p className="card-footer">
        Already have an account?{' '}
        <Link to="/login" className="link">
          Login
        </Link>
      </p>
    </>
  );
}
