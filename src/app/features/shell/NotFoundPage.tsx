import { Link } from 'react-router-dom';
import { Brand } from '../../components/Brand';
import '../../styles/not-found.css';

/** Any address the app does not know. */
export function NotFoundPage() {
  return (
    <main className="not-found">
      <Brand />
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">Page not found</h1>
      <p className="page-lead">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn btn-primary">
        Go to Templates
      </Link>
    </main>
  );
}
