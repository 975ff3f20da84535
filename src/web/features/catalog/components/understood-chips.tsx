import { useNavigate } from 'react-router';
import { searchTextOf, type UnderstoodSearch } from '../../../../contract/search-phrase';
import { CloseIcon } from '../../../components/icons';
import { useTexts } from '../../../lib/language/use-texts';

/**
 * What a search was read as, as removable chips ("frock", "2-3 y · age 3", "Girls"): removing one searches again
 * without it, so a parent sees why products are left out and can widen the search in one tap.
 */
export function UnderstoodChips({ understood }: { understood: UnderstoodSearch }) {
  const { GENDER_LABELS, SEARCH_HELP, ageChipLabel, removeSearchPart } = useTexts();
  const navigate = useNavigate();
  const chips = [
    ...(understood.words.length > 0
      ? [{ key: 'words', label: understood.words.join(' '), without: { ...understood, words: [] } }]
      : []),
    ...(understood.age !== null
      ? [
          {
            key: 'age',
            label: ageChipLabel(understood.age, understood.size),
            without: { ...understood, age: null },
          },
        ]
      : []),
    ...(understood.gender
      ? [{ key: 'gender', label: GENDER_LABELS[understood.gender], without: { ...understood, gender: null } }]
      : []),
  ];
  // Only worth showing when the search was more than its words.
  if (understood.age === null && understood.gender === null) return null;
  return (
    <div className="mt-3">
      <div className="flex flex-wrap items-center gap-2">
        <p id="understood-label" className="text-sm font-semibold text-ink-soft">
          {SEARCH_HELP.understood}
        </p>
        <ul aria-labelledby="understood-label" className="flex flex-wrap items-center gap-2">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                aria-label={removeSearchPart(chip.label)}
                onClick={() => void navigate(`/search?q=${encodeURIComponent(searchTextOf(chip.without))}`)}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 border-coral-600 bg-white px-4 text-sm font-bold text-ink hover:bg-coral-50"
              >
                {chip.label}
                <CloseIcon className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      </div>
      {understood.age !== null && understood.size === null && (
        <p className="mt-2 text-sm text-ink-soft">{SEARCH_HELP.noSizeForAge}</p>
      )}
    </div>
  );
}
