import { PAGE_TITLES } from '../../../contract/messages';
import { PlaceholderPage } from '../../components/placeholder-page';

export default function AdminCouponsPage() {
  return <PlaceholderPage title={PAGE_TITLES.adminCoupons} />;
}
