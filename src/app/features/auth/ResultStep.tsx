import { Link } from 'react-router-dom';

interface ResultStepProps {
  title: string;
  message: string;
}

/** A failed verification: what went wrong and the way back to login. */
export function ResultStep({ title, message }: ResultStepProps) {
  return (
    <div className="card-step">
      <svg className="step-art" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
        <circle cx="36" cy="36" r="30" fill="#fdecea" stroke="#d92d20" strokeWidth="2.5" />
        <path d="M26 26l20 20M46 26L26 46" stroke="#d92d20" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h1 className="card-title">{title}</h1>
      <p className="card-lead" role="alert">
        {message}
      </p>
      <Link to="/login" className="btn btn-primary btn-block">
        Login
      </Link>
    </div>
  );
}
