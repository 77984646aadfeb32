import { useId } from 'react';
import type { VoiceLanguage } from '../../../../contract/avatars';

export interface LanguageSelectProps {
  languages: readonly VoiceLanguage[];
  /** The language whose voices are shown. */
  value: number;
  onChange: (languageId: number) => void;
}

/** The Voice tab's language selector: every language that has voices, by name, with its flag when the server gives one. */
export function LanguageSelect({ languages, value, onChange }: LanguageSelectProps) {
  const id = useId();
  const flag = languages.find((language) => language.id === value)?.image;
  return (
    <div className="language-select">
      <label className="tab-subtitle" htmlFor={id}>
        Language
      </label>
      <div className="language-select-row">
        {flag && <img className="language-flag" src={flag} alt="" width={24} height={16} />}
        <select id={id} className="ep-select" value={value} onChange={(event) => onChange(Number(event.target.value))}>
          {languages.map((language) => (
            <option key={language.id} value={language.id}>
              {language.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
