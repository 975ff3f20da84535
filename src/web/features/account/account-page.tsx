import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CONFIRM, FALLBACK, PAGE_TITLES, SUCCESS } from '../../../contract/messages';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LogOutIcon } from '../../components/icons';
import { useMessages } from '../../components/messages/use-messages';
import { PlaceholderPage } from '../../components/placeholder-page';
import { useLogout, useSession } from '../../lib/session';

// The rest of the account page (tiles, cards, version label) comes with the account screens.
export default function AccountPage() {
  const { user } = useSession();
  const [confirming, setConfirming] = useState(false);
  const logout = useLogout();
  const navigate = useNavigate();
  const { showSuccess, showError } = useMessages();

  const onConfirm = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showSuccess(SUCCESS.loggedOut);
        navigate('/login', { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        showError(error.message || FALLBACK.logoutFailed);
      },
    });

  return (
    <PlaceholderPage title={PAGE_TITLES.account}>
      {user && (
        <p className="mt-2 text-sm text-ink-soft">
          <span className="font-semibold text-ink">{user.name || 'Guest'}</span> ·{' '}
          {user.email || 'No email provided'}
        </p>
      )}
      <button type="button" className="btn-primary mt-8" onClick={() => setConfirming(true)}>
        <LogOutIcon className="size-5" />
        LOG OUT
      </button>
      <ConfirmDialog
        open={confirming}
        title={CONFIRM.accountLogoutTitle}
        message={CONFIRM.accountLogoutQuestion}
        cancelLabel={CONFIRM.accountLogoutCancel}
        confirmLabel={CONFIRM.accountLogoutConfirm}
        onCancel={() => setConfirming(false)}
        onConfirm={onConfirm}
        busy={logout.isPending}
      />
    </PlaceholderPage>
  );
}
