import { PAGE_TITLES } from '../../../contract/messages';
import { PlaceholderPage } from '../../components/placeholder-page';

export default function HomePage() {
  // The home page keeps the shop's own document title.
  return <PlaceholderPage title={PAGE_TITLES.home} documentTitle={null} />;
}
