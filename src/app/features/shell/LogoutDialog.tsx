import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { apiSlice } from '../../api/apiSlice';
import { Dialog } from '../../components/Dialog';
import { useAppDispatch } from '../../hooks';
import { useLogoutMutation } from '../auth/authApi';
import { sessionEnded } from '../auth/authEvents';
import { DialogButtons } from '../../components/DialogButtons';

interface LogoutDialogProps {
  isOpen: boolean;
  onCancel: () => void;
}

/** Asks before logging out; goes to /login even when the logout call fails. */
export function LogoutDialog({ isOpen, onCancel }: LogoutDialogProps) {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function confirm() {
    await logout();
    // One render for both changes: ending the session alone would let the route guard
    // send the user to /login/?redirect=... before this navigation lands.
    flushSync(() => {
      void navigate('/login/');
      dispatch(sessionEnded());
    });
    dispatch(apiSlice.util.resetApiState());
  }

  return (
    <Dialog
      isOpen={isOpen}
      title="Are you sure you want to logout?"
      onClose={onCancel}
      actions={<DialogButtons onCancel={onCancel} confirmLabel="Logout" onConfirm={() => void confirm()} isBusy={isLoading} />}
    >
      <p>You will need to log in again to keep working on your videos.</p>
    </Dialog>
  );
}
