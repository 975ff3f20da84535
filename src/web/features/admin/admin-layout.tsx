import { PageOutlet } from '../../components/page-outlet';
import { MAIN_ID, SkipLink } from '../../components/skip-link';
import { AdminTopBar } from './admin-top-bar';

/** Frame of every back-office screen; loaded only when an admin opens /admin. */
export default function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-lilac-50">
      <SkipLink />
      <AdminTopBar />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <PageOutlet />
      </main>
    </div>
  );
}
