import { useSearchParams } from 'react-router';
import { PAGE_TITLES, searchResultsTitle } from '../../../contract/messages';
import { PlaceholderPage } from '../../components/placeholder-page';

export default function SearchResultsPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  return <PlaceholderPage title={query ? searchResultsTitle(query) : PAGE_TITLES.search} />;
}
