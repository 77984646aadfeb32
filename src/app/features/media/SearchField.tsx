interface SearchFieldProps {
  /** Its accessible name. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}

/** The search box above a tab's list; the list follows the typed text. */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  return <input className="tab-search" type="search" aria-label={label} placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />;
}
