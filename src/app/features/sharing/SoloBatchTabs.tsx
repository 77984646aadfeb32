import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

const TABS = ['solo', 'batch'] as const;

type Tab = (typeof TABS)[number];

/** What the tabs are called: the tab list's name, and each tab's label. */
export type SoloBatchLabels = { list: string } & Record<Tab, string>;

/** Share via Link's tabs. */
const LINK_LABELS: SoloBatchLabels = { list: 'Personalised links', solo: 'Solo', batch: 'Batch' };

/** Share via Mail's tabs (spec 002 §2 "tabs Solo Mail and Batch Mail"). */
export const MAIL_LABELS: SoloBatchLabels = { list: 'Personalised mail codes', solo: 'Solo Mail', batch: 'Batch Mail' };

/** Where each arrow key, Home and End move in the tab list, from tab `index`. */
function keyTarget(key: string, index: number): number | null {
  const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: TABS.length - 1 };
  const target = moves[key];
  return target === undefined ? null : (target + TABS.length) % TABS.length;
}

/**
 * The Solo | Batch tabs of a personalised video's Share via Link (issue 18): one contact's link,
 * or a link per contact of a CSV; Share via Mail's Solo Mail | Batch Mail (`labels`). A tab list as the ARIA pattern has it: Tab reaches the chosen
 * tab, the arrow keys (and Home, End) choose another, and only the chosen panel is shown.
 */
export function SoloBatchTabs({ solo, batch, labels = LINK_LABELS }: { solo: ReactNode; batch: ReactNode; labels?: SoloBatchLabels }) {
  const id = useId();
  const [chosen, setChosen] = useState<Tab>('solo');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = keyTarget(event.key, index);
    if (target === null) return;
    event.preventDefault();
    setChosen(TABS[target]!);
    buttons.current[target]?.focus();
  };

  return (
    <div className="share-mode">
      <div className="share-mode-tabs" role="tablist" aria-label={labels.list}>
        {TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            aria-selected={chosen === tab}
            aria-controls={`${id}-panel`}
            tabIndex={chosen === tab ? 0 : -1}
            className="share-mode-tab"
            onClick={() => setChosen(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${chosen}`} className="share-mode-panel">
        {chosen === 'solo' ? solo : batch}
      </div>
    </div>
  );
}
