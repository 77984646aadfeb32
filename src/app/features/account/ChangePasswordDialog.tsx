import { useState } from 'react';
import type { FormEvent } from 'react';
import { readApiError } from '../../api/apiError';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { FormField } from '../../components/FormField';
import { useFormValues } from '../../components/useFormValues';
import { useChangePasswordMutation } from './accountApi';
import { canSubmitPasswordChange, fieldMessageLines, validateNewPassword } from './profileValidation';
import { DialogButtons, DialogCloseButton } from '../../components/DialogButtons';

const FORM_ID = 'change-password-form';

/**
 * Change Password (users with isCP): old and new password are sent; under 6 characters says
 * "Password length not match."; server field messages show as `field : message` (spec 001 §5, §8).
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const [values, bind] = useFormValues({ oldpassword: '', newpassword: '', confirm: '' });
  const [lengthError, setLengthError] = useState<string | undefined>();
  const [changePassword, { error, isLoading, isSuccess, reset }] = useChangePasswordMutation();
  const serverError = error ? readApiError(error) : null;
  const serverLines = serverError ? fieldMessageLines(serverError.fields) : [];

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmitPasswordChange(values)) return;
    const problem = validateNewPassword(values.newpassword);
    setLengthError(problem);
    reset();
    if (problem) return;
    await changePassword({ oldpassword: values.oldpassword, newpassword: values.newpassword });
  }

  if (isSuccess) {
    return (
      <Dialog isOpen title="Password Changed" onClose={onClose} actions={<DialogCloseButton onClose={onClose} tone="primary" />}>
        <p>Your password has been changed. You stay signed in here; every other session has been signed out.</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      isOpen
      title="Change Password"
      onClose={onClose}
      actions={<DialogButtons onCancel={onClose} confirmLabel="Save Password" form={FORM_ID} isBusy={isLoading} isConfirmDisabled={!canSubmitPasswordChange(values)} />}
    >
      {serverError && (
        <Alert tone="error" onDismiss={reset}>
          {serverLines.length > 0 ? serverLines.map((line) => <div key={line}>{line}</div>) : serverError.message}
        </Alert>
      )}
      <form id={FORM_ID} className="form account-form" onSubmit={handleSubmit} noValidate>
        <FormField label="Old Password" type="password" autoComplete="current-password" {...bind('oldpassword')} />
        <FormField label="New Password" type="password" autoComplete="new-password" error={lengthError} {...bind('newpassword')} />
        <FormField label="Confirm Password" type="password" autoComplete="new-password" {...bind('confirm')} />
      </form>
    </Dialog>
  );
}
