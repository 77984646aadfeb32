import { type FormEvent, useEffect, useState } from 'react';
import { mergeValueProblems, PERSONALISATION_KINDS, type PersonalisationKind } from '../../../contract/personalisation';
import type { MergeTagInputType, MergeTagPair } from '../../../scene/mergeTags';
import { readApiError } from '../../api/apiError';
import { FormField } from '../../components/FormField';
import { mergeTagErrorsOf, useGeneratePersonalisationMutation } from './personalisationApi';
import { PronunciationField } from './PronunciationField';

/** How long a failure's 'Error: {message}' stays (spec 002 §4 Other). */
export const GENERATE_ERROR_MS = 2000;

/** The input of each merge tag's type: addresses and pictures take a web address. */
const INPUT_TYPES: Record<MergeTagInputType, 'text' | 'email' | 'url'> = { text: 'text', email: 'email', url: 'url', image: 'url' };

interface PersonalisationFormProps {
  /** What Generate makes: a download (1), a video's solo link (2), an image's link (3) or a video's solo mail code (4). */
  kind: PersonalisationKind;
  /** The video or image personalised. */
  itemId: number;
  /** Its merge tags (`allMergeTag`). */
  tags: readonly MergeTagPair[];
  /** The form's heading: 'New Personalised Link', 'New Download Link', 'New Personalised Code'. */
  heading: string;
}

/** The spellings worth sending: trimmed, the empty ones left out (the server then says the value as written). */
function spellingsOf(pronunciations: Record<string, string>, tags: readonly MergeTagPair[]): Record<string, string> {
  return Object.fromEntries(tags.map(([name]) => [name, pronunciations[name]?.trim() ?? '']).filter(([, spelling]) => spelling !== ''));
}

/**
 * Enter variable values (spec 002 §2, §4, §5, §8): one input per merge tag, of its tag's input
 * type, a "Say it as" spelling beside each text tag of a video, and Generate. A value's problem (checked here
 * by the contract's rule, or answered by the server in `mergeTagData`) shows beside its field until
 * the field is typed in; any other failure shows 'Error: {message}' for 2 s and clears the inputs.
 * A made item goes first in its history (`useGeneratePersonalisationMutation`) and the inputs clear.
 */
export function PersonalisationForm({ kind, itemId, tags, heading }: PersonalisationFormProps) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [pronunciations, setPronunciations] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [generate, { isLoading }] = useGeneratePersonalisationMutation();

  useEffect(() => {
    if (failure === null) return;
    const timer = setTimeout(() => setFailure(null), GENERATE_ERROR_MS);
    return () => clearTimeout(timer);
  }, [failure]);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  /** A spelling typed: its own server error (`mergeTagData` key `pronunciation.{tag}`) clears. */
  const changeSpelling = (name: string, spelling: string) => {
    setPronunciations((current) => ({ ...current, [name]: spelling }));
    setFieldErrors(({ [`pronunciation.${name}`]: _cleared, ...rest }) => rest);
  };

  // Only a video speaks: an image's values are shown, never said.
  const speaks = kind !== PERSONALISATION_KINDS.imageLink;

  const clear = () => {
    setValues({});
    setPronunciations({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const mergeTagData = Object.fromEntries(tags.map(([name]) => [name, values[name] ?? '']));
    const problems = mergeValueProblems(tags, mergeTagData);
    if (Object.keys(problems).length > 0) return setFieldErrors(problems);
    const pronunciation = spellingsOf(pronunciations, tags);
    try {
      await generate({ kind, itemId, mergeTagData, ...(Object.keys(pronunciation).length > 0 ? { pronunciation } : {}) }).unwrap();
      clear();
    } catch (error) {
      const fields = mergeTagErrorsOf(error);
      if (fields && Object.keys(fields).length > 0) return setFieldErrors(fields);
      setFailure(`Error: ${readApiError(error).message}`);
      clear();
    }
  };

  return (
    <form className="share-solo-form" aria-label={heading} noValidate onSubmit={(event) => void submit(event)}>
      <h3 className="share-heading">{heading}</h3>
      <p className="share-muted">Enter variable values</p>
      {tags.map(([name, inputType]) => (
        <div key={name} className="share-solo-value">
          <FormField label={name} type={INPUT_TYPES[inputType]} value={values[name] ?? ''} error={fieldErrors[name]} onChange={(event) => change(name, event.target.value)} />
          {speaks && inputType === 'text' && (
            <PronunciationField
              tag={name}
              value={pronunciations[name] ?? ''}
              error={fieldErrors[`pronunciation.${name}`]}
              onChange={(spelling) => changeSpelling(name, spelling)}
            />
          )}
        </div>
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
