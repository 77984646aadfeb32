import { useState } from 'react';
import type { FormEvent } from 'react';
import { readApiError } from '../../api/apiError';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { focusFirstInvalid } from '../../components/focusFirstInvalid';
import { FormField } from '../../components/FormField';
import { useFormValues } from '../../components/useFormValues';
import type { User } from '../../../contract/account';
import { hasErrors } from '../auth/validation';
import type { FieldErrors } from '../auth/validation';
import { useUpdateProfileMutation } from './accountApi';
import type { ProfileFields } from './accountTypes';
import { profileChanges, validateProfile } from './profileValidation';
import { DialogButtons } from '../../components/DialogButtons';

const FORM_ID = 'edit-profile-form';

/** The stored profile fields of the user, the starting values of the form. */
export function storedProfile(user: User): ProfileFields {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    phone_number: user.phone_number,
    calendar_url: user.calendar_url,
    linkedin_url: user.linkedin_url,
    facebook_url: user.facebook_url,
    twitter_url: user.twitter_url,
  };
}

interface EditProfileDialogProps {
  user: User;
  onClose: () => void;
}

/** Edit Profile: the spec's field rules, server field errors marked on the inputs, reload on success. */
export function EditProfileDialog({ user, onClose }: EditProfileDialogProps) {
  const stored = storedProfile(user);
  const [values, bind] = useFormValues(stored);
  const [errors, setErrors] = useState<FieldErrors<keyof ProfileFields>>({});
  const [updateProfile, { error, isLoading, reset }] = useUpdateProfileMutation();
  const serverError = error ? readApiError(error) : null;
  const fieldError = (field: keyof ProfileFields) => errors[field] ?? serverError?.fields[field];
  const formError = serverError && !Object.keys(serverError.fields).some((field) => field in stored) ? serverError.message : undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateProfile(values);
    setErrors(found);
    reset();
    if (hasErrors(found)) {
      focusFirstInvalid(form, found);
      return;
    }
    const changes = profileChanges(stored, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    const result = await updateProfile(changes);
    if (result.error) {
      focusFirstInvalid(form, readApiError(result.error).fields);
      return;
    }
    window.location.reload();
  }

  return (
    <Dialog isOpen title="Edit Profile" onClose={onClose} actions={<DialogButtons onCancel={onClose} confirmLabel="Save Changes" form={FORM_ID} isBusy={isLoading} />}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <form id={FORM_ID} className="form account-form" onSubmit={handleSubmit} noValidate>
        <div className="form-columns">
          <FormField label="First Name" autoComplete="given-name" error={fieldError('first_name')} {...bind('first_name')} />
          <FormField label="Last Name" autoComplete="family-name" error={fieldError('last_name')} {...bind('last_name')} />
        </div>
        <FormField label="Email" type="email" value={user.email} readOnly hint="Your e-mail address cannot be changed." />
        <FormField label="Phone" type="tel" autoComplete="tel" placeholder="+1 555 123 4567" error={fieldError('phone_number')} {...bind('phone_number')} />
        <FormField label="Calendar link" type="url" placeholder="https://" error={fieldError('calendar_url')} {...bind('calendar_url')} />
        <FormField label="LinkedIn" type="url" placeholder="https://www.linkedin.com/in/" error={fieldError('linkedin_url')} {...bind('linkedin_url')} />
        <FormField label="Facebook" type="url" placeholder="https://www.facebook.com/" error={fieldError('facebook_url')} {...bind('facebook_url')} />
        <FormField label="Twitter" type="url" placeholder="https://twitter.com/" error={fieldError('twitter_url')} {...bind('twitter_url')} />
      </form>
    </Dialog>
  );
}
