import { Link } from 'react-router-dom';
import { Brand } from '../../components/Brand';
import '../../styles/dev.css';

/** The top bar of the development pages (not linked in the product). */
export function DevHeader() {
  return (
    <header className="dev-top">
      <Link to="/" className="header-brand" aria-label="Avatar Studio home">
        <Brand />
      </Link>
      <span className="dev-badge">Development</span>
    </header>
  );
}
