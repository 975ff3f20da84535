import { PAGE_TITLES } from '../../../contract/messages';
import { PlaceholderPage } from '../../components/placeholder-page';

export default function AllProductsPage() {
  return <PlaceholderPage title={PAGE_TITLES.allProducts} />;
}
