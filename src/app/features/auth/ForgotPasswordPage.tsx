import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { readApiError } from '../../api/apiError';
import { Alert } from '../../components/Alert';
import { focusFirstInvalid } from '../../components/focusFirstInvalid';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormValues } from '../../components/useFormValues';
import { useRequestPasswordResetMutation } from './authApi';
import { MailIllustration } from './MailIllustration';
import { hasErrors, validateForgotPassword } from './validation';
import type { FieldErrors } from './validation';

/** /forgotpassword: the e-mail form, then the Email sent. step. */
export function ForgotPasswordPage() {
  const [values, bind] = useFormValues({ email: '' });
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [requestReset, { error, isLoading, isSuccess, originalArgs, reset }] = useRequestPasswordResetMutation();

  if (isSuccess && originalArgs) {
    return (
      <div className="card-step" role="status">
        <MailIllustration />
        <h1 className="card-title">Email sent.</h1>
        <p className="card-lead">
          We sent a link to reset your password to <strong>{originalArgs.email}</strong>. Open it to choose a new password.
        </p>
        <Link to="/login" className="btn btn-secondary btn-block">
          Back to Login
        </Link>
      </div>
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = values.email.trim();
    const found = validateForgotPassword({ email });
    setErrors(found);
    if (hasErrors(found)) {
      reset();
      focusFirstInvalid(event.currentTarget, found);
      return;
    }
    void requestReset({ email });
  }

  const serverError = error ? readApiError(error) : null;
  const emailError = errors.email ?? serverError?.fields.email;
  const formError = serverError && !emailError ? serverError.message : undefined;

  return (
    <>
      <h1 className="card-title">Forgot password?</h1>
      <p className="card-lead">Enter the email you signed up with and we'll send you a link to reset your password.</p>
      {formError && <Alert tone="error">{formError}</Alert>}
      <form className="form" onSubmit={handleSubmit} noValidate>
        <FormField label="Email" type="email" autoComplete="email" error={emailError} {...bind('email')} />
        <SubmitButton isLoading={isLoading}>Send Reset Link</SubmitButton>
      </form>
      <p className="card-footer">
        Remembered it?{' '}
        <Link to="/login" className="link">
          Back to Login
        </Link>
      </p>
    </>
  );
}
