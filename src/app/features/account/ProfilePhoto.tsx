import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { readApiError } from '../../api/apiError';
import type { User } from '../../../contract/account';
import { initials } from '../shell/userNames';
import { useUpdateProfileMutation } from './accountApi';
import { validateProfileImage } from './profileValidation';

/** The profile photo with Change photo and Remove photo; a change reloads the page (spec 001 §4). */
export function ProfilePhoto({ user }: { user: User }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  async function save(body: FormData | { profile_image: null }) {
    setError(null);
    const result = await updateProfile(body);
    if (result.error) {
      const problem = readApiError(result.error);
      setError(problem.fields.profile_image ?? problem.message);
      return;
    }
    window.location.reload();
  }

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = validateProfileImage(file);
    if (problem) {
      setError(problem);
      return;
    }
    const form = new FormData();
    form.append('profile_image', file);
    void save(form);
  }

  return (
    <div className="photo">
      <div className="photo-frame" aria-busy={isLoading}>
        {user.profile_image ? (
          <img className="photo-image" src={user.profile_image} alt="Your profile photo" />
        ) : (
          <span className="photo-initials" aria-hidden="true">
            {initials(user)}
          </span>
        )}
        {isLoading && <span className="spinner photo-spinner" aria-hidden="true" />}
      </div>
      <div className="photo-actions">
        <input
          ref={inputRef}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept=".jpg,.jpeg,.webp,.png,image/jpeg,image/png,image/webp"
          aria-describedby={error ? errorId : undefined}
          onChange={handleFile}
          tabIndex={-1}
        />
        <button type="button" className="btn btn-secondary btn-small" onClick={() => inputRef.current?.click()} disabled={isLoading}>
          {user.profile_image ? 'Change photo' : 'Upload photo'}
        </button>
        {user.profile_image && (
          <button type="button" className="btn btn-ghost btn-small" onClick={() => void save({ profile_image: null })} disabled={isLoading}>
            Remove photo
          </button>
        )}
      </div>
      <p className="photo-hint">JPG, JPEG, WEBP or PNG, up to 5 MB.</p>
      {error && (
        <p className="field-error photo-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
