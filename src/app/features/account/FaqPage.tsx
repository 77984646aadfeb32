import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { FAQ_CATEGORIES } from '../../../contract/accountRules';
import { Loader } from '../../components/Loader';
import { useGetFaqsQuery } from './accountApi';
import type { Faq } from '../../../contract/account';
import { FaqCard } from './FaqCard';
import { FaqPlayerDialog } from './FaqPlayerDialog';
import './account.css';
import { PlaceholderArt } from '../../components/PlaceholderArt';

/**
 * The spec's COMING SOON flag, fixed to true (spec 001 §2): the tab content is not reached and a
 * coming-soon state shows instead. Set it to false once the help videos exist.
 */
export const IS_FAQ_COMING_SOON: boolean = true;

/** One category's cards; a card opens the modal player. FAQ load failures are logged only (spec 001 §8). */
function FaqList({ category }: { category: number }) {
  const faqs = useGetFaqsQuery(category);
  const [playing, setPlaying] = useState<Faq | null>(null);
  if (faqs.isError) console.error('FAQs could not be loaded', faqs.error);
  if (faqs.isLoading) return <Loader label="Loading FAQs…" />;
  return (
    <>
      <ul className="faq-grid">
        {faqs.data?.map((faq) => (
          <FaqCard key={faq.id} faq={faq} onPlay={setPlaying} />
        ))}
      </ul>
      {playing && <FaqPlayerDialog faq={playing} onClose={() => setPlaying(null)} />}
    </>
  );
}

function FaqComingSoon({ categoryName }: { categoryName: string }) {
  return (
    <div className="empty-state faq-coming-soon">
      <PlaceholderArt className="empty-art" />
      <p className="empty-title">Coming soon</p>
      <p className="empty-text">
        Short video answers about {categoryName} are on their way. Until then, our team is glad to help: ask us on the{' '}
        <Link to="/contactus" className="link">
          Contact Us
        </Link>{' '}
        page and we&apos;ll reply within 24 hours.
      </p>
    </div>
  );
}

/** /faq: heading FAQs and the five category tabs (spec 001 §2 FAQ page). */
export function FaqPage() {
  const [selected, setSelected] = useState(0);
  const tabsRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const category = FAQ_CATEGORIES[selected]!;

  function handleKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -selected, End: FAQ_CATEGORIES.length - 1 - selected };
    const step = moves[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (selected + step + FAQ_CATEGORIES.length) % FAQ_CATEGORIES.length;
    setSelected(next);
    tabsRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <section className="page account-page" aria-labelledby="page-heading">
      <h1 className="page-title" id="page-heading">
        FAQs
      </h1>
      <p className="page-lead">Answers to common questions, with short videos.</p>
      <div className="tabs" role="tablist" aria-label="FAQ categories" ref={tabsRef} onKeyDown={handleKeyDown}>
        {FAQ_CATEGORIES.map((item, index) => (
          <button
            key={item.category}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className="tab"
            onClick={() => setSelected(index)}
          >
            {item.name}
          </button>
        ))}
      </div>
      <div className="tab-panel" role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`}>
        {IS_FAQ_COMING_SOON ? <FaqComingSoon categoryName={category.name} /> : <FaqList category={category.category} />}
      </div>
    </section>
  );
}
