import { type FormEvent, useEffect, useState } from 'react';
import { mergeValueProblems } from '../../../contract/personalisation';
import type { MergeTagInputType, MergeTagPair } from '../../../scene/mergeTags';
import { readApiError } from '../../api/apiError';
import { FormField } from '../../components/FormField';
import { mergeTagErrorsOf, useGenerateSoloLinkMutation } from './personalisationApi';

/** How long a failure's 'Error: {message}' stays (spec 002 §4 Other). */
export const GENERATE_ERROR_MS = 2000;

/** The input of each merge tag's type: addresses and pictures take a web address. */
const INPUT_TYPES: Record<MergeTagInputType, 'text' | 'email' | 'url'> = { text: 'text', email: 'email', url: 'url', image: 'url' };

/**
 * New Personalised Link (spec 002 §2, §5, §8): Enter variable values, one input per merge tag, and
 * Generate. A value's problem (checked here by the contract's rule, or answered by the server in
 * `mergeTagData`) shows beside its field until the field is typed in; any other failure shows
 * 'Error: {message}' for 2 s and clears the inputs.
 */
export function PersonalisedLinkForm({ videoId, tags }: { videoId: number; tags: readonly MergeTagPair[] }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [generate, { isLoading }] = useGenerateSoloLinkMutation();

  useEffect(() => {
    if (failure === null) return;
    const timer = setTimeout(() => setFailure(null), GENERATE_ERROR_MS);
    return () => clearTimeout(timer);
  }, [failure]);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const mergeTagData = Object.fromEntries(tags.map(([name]) => [name, values[name] ?? '']));
    const problems = mergeValueProblems(tags, mergeTagData);
    if (Object.keys(problems).length > 0) return setFieldErrors(problems);
    try {
      await generate({ videoId, mergeTagData }).unwrap();
      setValues({});
    } catch (error) {
      const fields = mergeTagErrorsOf(error);
      if (fields && Object.keys(fields).length > 0) return setFieldErrors(fields);
      setFailure(`Error: ${readApiError(error).message}`);
      setValues({});
    }
  };

  return (
    <form className="share-solo-form" aria-labelledby="share-solo-heading" noValidate onSubmit={(event) => void submit(event)}>
      <h3 id="share-solo-heading" className="share-heading">
        New Personalised Link
      </h3>
      <p className="share-muted">Enter variable values</p>
      {tags.map(([name, inputType]) => (
        <FormField
          key={name}
          label={name}
          type={INPUT_TYPES[inputType]}
          value={values[name] ?? ''}
          error={fieldErrors[name]}
          onChange={(event) => change(name, event.target.value)}
        />
      ))}
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        {isLoading ? 'Generating…' : 'Generate'}
      </button>
    </form>
  );
}
