/** The header of a popup: its title (named by `titleId` for the dialog) and the close icon. */
export function PopupHeader({ title, titleId, onClose }: { title: string; titleId: string; onClose: () => void }) {
  return (
    <header className="popup-header">
      <h2 className="popup-title" id={titleId}>
        {title}
      </h2>
      <button type="button" className="popup-close" aria-label="Close" onClick={onClose}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </header>
  );
}
