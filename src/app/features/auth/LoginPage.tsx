import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { readApiError } from '../../api/apiError';
import { Alert } from '../../components/Alert';
import { focusFirstInvalid } from '../../components/focusFirstInvalid';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormValues } from '../../components/useFormValues';
import { useLoginMutation } from './authApi';
import { activationFor, forgetActivation } from './signUpActivation';
import { GoogleSignInButton } from './GoogleSignInButton';
import { hasErrors, validateLogin } from './validation';
import type { FieldErrors } from './validation';

/** /login: notices from the reset and verify flows, then e-mail and password. */
export function LoginPage() {
  const [query] = useSearchParams();
  const isEmailVerified = query.get('emailVerified') === '1';
  const [values, bind] = useFormValues({ email: isEmailVerified ? (query.get('email') ?? '') : '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [login, { error, isLoading, reset }] = useLoginMutation();
  const serverError = error ? readApiError(error) : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = values.email.trim();
    const found = validateLogin({ email });
    setErrors(found);
    if (hasErrors(found)) {
      reset();
      focusFirstInvalid(event.currentTarget, found);
      return;
    }
    // On success the auth slice signs the user in and AnonymousOnly moves on. A ticket from a
    // verification link opened in this tab goes with it: this login activates the account.
    void login({ email, password: values.password, activation: activationFor(email) }).then((result) => {
      if ('data' in result) forgetActivation(email);
    });
  }

  const emailError = errors.email ?? serverError?.fields.email;
  const passwordError = serverError?.fields.password;
  const formError = serverError && !emailError && !passwordError ? serverError.message : undefined;

  return (
    <>
      <h1 className="card-title">Welcome back</h1>
      <p className="card-lead">Log in to create and share your avatar videos.</p>
      {query.get('passwordChanged') === '1' && (
        <Alert tone="success" title="Password Changed">
          Log in with your new password.
        </Alert>
      )}
      {isEmailVerified && (
        <Alert tone="success" title="Email verified!">
          Login to continue
        </Alert>
      )}
      {formError && <Alert tone="error">{formError}</Alert>}
      <form className="form" onSubmit={handleSubmit} noValidate>
        <FormField label="Email" type="email" autoComplete="email" error={emailError} {...bind('email')} />
        <FormField label="Password" type="password" autoComplete="current-password" error={passwordError} {...bind('password')} />
        <div className="form-row-end">
          <Link to="/forgotpassword" className="link">
            Forgot password?
          </Link>
        </div>
        <SubmitButton isLoading={isLoading}>Login</SubmitButton>
      </form>
      <GoogleSignInButton text="signin_with" />
      <p className="card-footer">
        New to Avatar Studio?{' '}
        <Link to="/register" className="link">
          Sign up
        </Link>
      </p>
    </>
  );
}
