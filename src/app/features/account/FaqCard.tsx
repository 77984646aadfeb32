import type { Faq } from '../../../contract/account';

interface FaqCardProps {
  faq: Faq;
  onPlay: (faq: Faq) => void;
}

/** A help entry: its thumbnail (or a neutral frame while it has none) and description; opens the player. */
export function FaqCard({ faq, onPlay }: FaqCardProps) {
  return (
    <li className="faq-card">
      <button type="button" className="faq-card-button" onClick={() => onPlay(faq)} disabled={!faq.video} aria-label={`Play: ${faq.description}`}>
        <span className="faq-thumb">
          {faq.videoThumbnail ? <img src={faq.videoThumbnail} alt="" loading="lazy" /> : <span className="faq-thumb-empty" />}
          <span className="faq-play" aria-hidden="true">
            <svg viewBox="0 0 24 24" focusable="false">
              <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
            </svg>
          </span>
        </span>
        <span className="faq-description">{faq.description}</span>
        {!faq.video && <span className="faq-soon">Video coming soon</span>}
      </button>
    </li>
  );
}
