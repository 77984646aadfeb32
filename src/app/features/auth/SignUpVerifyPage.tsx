import { Navigate, useParams } from 'react-router-dom';
import { Loader } from '../../components/Loader';
import { useVerifySignUpQuery } from './authApi';
import { ResultStep } from './ResultStep';
import { rememberActivation } from './signUpActivation';

/**
 * /signup-verify/:id: verifies the code, keeps the activation ticket it answers for this tab's
 * next login, then goes to login with the e-mail filled in: the account becomes active with the
 * password typed there (issue 22).
 */
export function SignUpVerifyPage() {
  const { id = '' } = useParams();
  const { data, isError } = useVerifySignUpQuery(id);

  if (data !== undefined) {
    rememberActivation(data.email, data.activation);
    return <Navigate to={`/login/?email=${encodeURIComponent(data.email)}&emailVerified=1`} replace />;
  }
  if (isError) return <ResultStep title="Verify email Failed." message="Verification of email failed" />;
  return <Loader label="Verifying your email…" />;
}
