import { Outlet } from 'react-router-dom';
import { Brand } from '../components/Brand';
import '../styles/cover.css';

/**
 * The login-area cover page: a side image (hidden on narrow screens) and the form in a
 * card. The card has no close button and nothing closes it: it is the page.
 */
export function CoverLayout() {
  return (
    <div className="cover">
      <aside className="cover-art">
        <Brand />
        <img className="cover-image" src="/cover-studio.svg" alt="" width="520" height="420" />
        <div className="cover-copy">
          <p className="cover-headline">Talking-avatar videos for your business, made in the browser.</p>
          <p className="cover-sub">Pick a template, type the script, and share a personalised video with every contact.</p>
        </div>
      </aside>
      <main className="cover-main">
        <div className="cover-card">
          <div className="cover-card-brand">
            <Brand />
          </div>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
