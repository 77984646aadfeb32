import { Navigate, useParams } from 'react-router-dom';
import { Loader } from '../../components/Loader';
import { useVerifySignUpQuery } from './authApi';
import { ResultStep } from './ResultStep';

/** /signup-verify/:id: verifies the code, then goes to login with the e-mail filled in. */
export function SignUpVerifyPage() {
  const { id = '' } = useParams();
  const { data: email, isError } = useVerifySignUpQuery(id);

  if (email !== undefined) {
    return <Navigate to={`/login/?email=${encodeURIComponent(email)}&emailVerified=1`} replace />;
  }
  if (isError) return <ResultStep title="Verify email Failed." message="Verification of email failed" />;
  return <Loader label="Verifying your email…" />;
}
