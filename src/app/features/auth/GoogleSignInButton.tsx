import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readApiError } from '../../api/apiError';
import { Alert } from '../../components/Alert';
import { reloadForIsolation } from '../../documentIsolation';
import { useGetSocialAuthQuery, useGoogleSignInMutation } from './authApi';
import { loadGoogleIdentityServices } from './googleIdentityServices';
import { serverRedirectTarget } from './redirects';

/** The button's width in CSS px (Google draws it; 400 at most). */
const BUTTON_WIDTH_PX = 320;

/**
 * "Sign in with Google" (spec 001 §1) on the login and sign-up screens, drawn by Google Identity
 * Services, only when the server offers it (GOOGLE_CLIENT_ID): otherwise nothing shows and
 * Google's script is never loaded. The page must not be cross-origin isolated for Google's script,
 * frame and popup to work (the server answers the sign-in pages so): one reached inside the app from
 * an isolated page is loaded again first. The ID token Google hands back signs in as login does (the
 * auth slice takes the session and AnonymousOnly moves on); a `redirectTo` in the answer is followed.
 */
export function GoogleSignInButton({ text }: { text: 'signin_with' | 'signup_with' }) {
  const clientId = useGetSocialAuthQuery().data?.google?.clientId;
  const [signIn, { error }] = useGoogleSignInMutation();
  const navigate = useNavigate();
  const slot = useRef<HTMLDivElement>(null);
  const [isUnavailable, setIsUnavailable] = useState(false);

  useEffect(() => {
    // A sign-in page reached inside the app (after a logout) still has the isolated document, in which Google's script and frame cannot load.
    if (!clientId || reloadForIsolation(false)) return;
    let isCurrent = true;
    loadGoogleIdentityServices()
      .then((library) => {
        if (!isCurrent || !slot.current) return;
        library.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: ({ credential }) =>
            void signIn({ password: credential }).then((result) => {
              const target = serverRedirectTarget(result.data?.redirectTo);
              if (target && 'path' in target) void navigate(target.path);
              else if (target) window.location.assign(target.url);
            }),
        });
        library.renderButton(slot.current, { type: 'standard', theme: 'outline', size: 'large', text, width: BUTTON_WIDTH_PX });
      })
      .catch(() => {
        if (isCurrent) setIsUnavailable(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [clientId, navigate, signIn, text]);

  if (!clientId) return null;
  return (
    <div className="social-sign-in">
      <p className="social-sign-in-or">or</p>
      {error && <Alert tone="error">{readApiError(error).message}</Alert>}
      {isUnavailable && <Alert tone="error">Google sign-in could not be loaded. Please try again later.</Alert>}
      <div ref={slot} className="social-sign-in-button" role="group" aria-label="Sign in with Google" />
    </div>
  );
}
