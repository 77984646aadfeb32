import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { readApiError } from '../../api/apiError';
import { Alert } from '../../components/Alert';
import { focusFirstInvalid } from '../../components/focusFirstInvalid';
import { FormField } from '../../components/FormField';
import { Loader } from '../../components/Loader';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormValues } from '../../components/useFormValues';
import { useResetPasswordMutation, useVerifyResetCodeQuery } from './authApi';
import { PasswordChecklist } from './PasswordChecklist';
import { ResultStep } from './ResultStep';
import { hasErrors, validateResetPassword } from './validation';
import type { FieldErrors } from './validation';

/** /reset-password/:id: loading, then failed (bad or expired code) or the new-password form. */
export function ResetPasswordPage() {
  const { id: code = '' } = useParams();
  const navigate = useNavigate();
  const verify = useVerifyResetCodeQuery(code);
  const [resetPassword, { error, isLoading, reset }] = useResetPasswordMutation();
  const [values, bind] = useFormValues({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmPassword'>>({});
  const [isPasswordFocused, setIsPasswordFocused] = useState(false);
  const checklistId = useId();

  const submitError = error ? readApiError(error) : null;
  // A code that fails on save (expired meanwhile) ends on the failed screen too.
  const codeError = verify.isError ? readApiError(verify.error).message : submitError?.fields.code;

  if (codeError) return <ResultStep title="Reset Password Failed" message={codeError} />;
  if (!verify.data) return <Loader label="Checking your reset link…" />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateResetPassword(values);
    setErrors(found);
    if (hasErrors(found)) {
      reset();
      focusFirstInvalid(event.currentTarget, found);
      return;
    }
    const result = await resetPassword({ code, password: values.password });
    if (!result.error) await navigate('/login/?passwordChanged=1');
  }

  return (
    <>
      <h1 className="card-title">Change Password.</h1>
      <p className="card-lead">
        Choose a new password for <strong>{verify.data}</strong>.
      </p>
      {submitError && (
        <Alert tone="error" title="Error !" onDismiss={reset}>
          {submitError.message}
        </Alert>
      )}
      <form className="form" onSubmit={handleSubmit} noValidate>
        <FormField
          label="Enter New Password"
          type="password"
          autoComplete="new-password"
          // While the field has focus the checklist says what is missing, in the same place.
          error={isPasswordFocused ? undefined : errors.password}
          aria-describedby={checklistId}
          onFocus={() => setIsPasswordFocused(true)}
          onBlur={() => setIsPasswordFocused(false)}
          {...bind('password')}
        >
          <PasswordChecklist id={checklistId} password={values.password} isVisible={isPasswordFocused} />
        </FormField>
        <FormField label="Re-enter New Password" type="password" autoComplete="new-password" error={errors.confirmPassword} {...bind('confirmPassword')} />
        <SubmitButton isLoading={isLoading}>Save Password</SubmitButton>
      </form>
      <p className="card-footer">
        <Link to="/login" className="link">
          Back to Login
        </Link>
      </p>
    </>
  );
}
