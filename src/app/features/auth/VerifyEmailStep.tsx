import { Link } from 'react-router-dom';
import { MailIllustration } from './MailIllustration';

/** The sign-up step after success: check your inbox. */
export function VerifyEmailStep({ email }: { email: string }) {
  return (
    <div className="card-step" role="status">
      <MailIllustration />
      <h1 className="card-title">Verify email</h1>
      <p className="card-lead">
        We sent a verification link to <strong>{email}</strong>. Check your inbox and open the link to activate your account.
      </p>
      <p className="card-note">Can't find it? Look in your spam or promotions folder.</p>
      <Link to="/login" className="btn btn-secondary btn-block">
        Back to Login
      </Link>
    </div>
  );
}
