/** The width a page preview shows: desktop (100%) or mobile. */
export type PreviewMode = 'desktop' | 'mobile';

/** The Desktop / Mobile switch of a page preview (spec 002 §2 Preview dialog). */
export function PreviewSizeSwitch({ mode, onChange }: { mode: PreviewMode; onChange: (mode: PreviewMode) => void }) {
  return (
    <div className="share-switch" role="group" aria-label="Preview size">
      {(['desktop', 'mobile'] as const).map((each) => (
        <button key={each} type="button" aria-pressed={mode === each} onClick={() => onChange(each)}>
          {each === 'desktop' ? 'Desktop' : 'Mobile'}
        </button>
      ))}
    </div>
  );
}
