import { useTexts } from '../lib/language/use-texts';

interface NewVersionBannerProps {
  onReload: () => void;
  onLater: () => void;
}

/**
 * Offered when a new version of the shop has been downloaded: the open page keeps running the version it started
 * with (its code stays in the old service worker's cache) until the shopper chooses to reload.
 */
export function NewVersionBanner({ onReload, onLater }: NewVersionBannerProps) {
  const { APP_UPDATE } = useTexts();
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl bg-gray-900 px-4 py-3 text-sm text-white shadow-lg sm:bottom-4"
    >
      <p className="flex-1">{APP_UPDATE.ready}</p>
      <button
        type="button"
        onClick={onLater}
        className="min-h-11 min-w-11 rounded-full px-3 font-medium text-gray-200 hover:text-white"
      >
        {APP_UPDATE.later}
      </button>
      <button
        type="button"
        onClick={onReload}
        className="min-h-11 min-w-11 rounded-full bg-white px-4 font-semibold text-gray-900 hover:bg-gray-100"
      >
        {APP_UPDATE.reload}
      </button>
    </div>
  );
}
