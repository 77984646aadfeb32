interface ListTabsProps<T extends string> {
  tabs: readonly { tab: T; label: string }[];
  selected: T;
  onSelect: (tab: T) => void;
  /** Names the tab list. */
  label: string;
  /** Starts the tabs' ids (`{idPrefix}-tab-{tab}`) and is the id of the panel they control (`{idPrefix}-panel`). */
  idPrefix: string;
}

/** The tabs above the templates list and the saved-items list (templates.css). */
export function ListTabs<T extends string>({ tabs, selected, onSelect, label, idPrefix }: ListTabsProps<T>) {
  return (
    <div className="templates-tabs" role="tablist" aria-label={label}>
      {tabs.map(({ tab, label: name }) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab}`}
          aria-selected={selected === tab}
          aria-controls={`${idPrefix}-panel`}
          className="templates-tab"
          onClick={() => onSelect(tab)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
