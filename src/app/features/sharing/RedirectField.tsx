import { type FormEvent, useState } from 'react';
import { httpUrlSchema } from '../../../contract/sharing';
import { readApiError } from '../../api/apiError';
import { FormField } from '../../components/FormField';
import { useSetMailSettingMutation } from './mailApi';

/**
 * The redirect toggle of an image's Share via Mail (spec 002 §4 "Redirect toggle", §5, §9): a click
 * on the code's picture goes to a landing page of the customer's instead of the sharing page. On
 * shows the address field (285 x 35 px); Apply is on only once what would be saved differs from the
 * saved address, and says 'Loading...' while it saves. Off saves the address as ''. Only an absolute
 * http(s) address is sent; a refused one (here or by the server) is told beside the field.
 * @param savedUrl - the image's `redirectUrl` ('' when there is none)
 */
export function RedirectField({ imageId, savedUrl }: { imageId: number; savedUrl: string }) {
  const [isOn, setIsOn] = useState(savedUrl !== '');
  const [address, setAddress] = useState(savedUrl);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading }] = useSetMailSettingMutation();
  const sent = isOn ? address.trim() : '';

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const checked = sent === '' ? { success: true as const, data: '' } : httpUrlSchema.safeParse(sent);
    if (!checked.success) return setProblem(checked.error.issues[0]!.message);
    try {
      // The address as the server keeps it: Apply is off again once it is saved.
      const saved = await save({ kind: 'image', id: imageId, redirectUrl: checked.data }).unwrap();
      setAddress(saved.redirectUrl ?? checked.data);
    } catch (error) {
      const { message, fields } = readApiError(error);
      setProblem(fields.redirectUrl ?? message);
    }
  };

  return (
    <form className="mail-redirect" aria-label="Redirect" noValidate onSubmit={(event) => void apply(event)}>
      <label className="mail-switch">
        <input
          type="checkbox"
          role="switch"
          checked={isOn}
          onChange={(event) => {
            setIsOn(event.target.checked);
            setProblem(null);
          }}
        />
        <span className="mail-switch-track" aria-hidden="true" />
        Redirect to a landing page
      </label>
      <div className="mail-redirect-row">
        {isOn && (
          <FormField
            label="Landing page address"
            type="url"
            placeholder="https://"
            value={address}
            error={problem ?? undefined}
            onChange={(event) => {
              setAddress(event.target.value);
              setProblem(null);
            }}
          />
        )}
        {!isOn && problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="btn btn-secondary btn-small" disabled={sent === savedUrl || isLoading}>
          {isLoading ? 'Loading...' : 'Apply'}
        </button>
      </div>
    </form>
  );
}
