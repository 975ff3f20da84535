import { PAGE_TITLES } from '../../../contract/messages';
import { PlaceholderPage } from '../../components/placeholder-page';

export default function ManageAddressPage() {
  return <PlaceholderPage title={PAGE_TITLES.manageAddress} />;
}
