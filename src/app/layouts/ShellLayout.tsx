import { Outlet } from 'react-router-dom';
import { Header } from '../features/shell/Header';
import '../styles/shell.css';

/** The signed-in application: header on top, the route's screen below. */
export function ShellLayout() {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main className="shell-main" id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
