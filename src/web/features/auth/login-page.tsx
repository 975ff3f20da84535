import { PAGE_TITLES } from '../../../contract/messages';
import { PlaceholderPage } from '../../components/placeholder-page';

export default function LoginPage() {
  return <PlaceholderPage title={PAGE_TITLES.login} />;
}
