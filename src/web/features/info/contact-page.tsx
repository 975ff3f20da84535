import { ChevronRightIcon } from '../../components/icons';
import { CONTACT_CHANNELS } from '../../components/social-links';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTexts } from '../../lib/language/use-texts';

const BUBBLES = [
  'bg-mint-100 text-mint-800',
  'bg-coral-100 text-coral-700',
  'bg-sun-100 text-ink',
  'bg-lilac-100 text-ink',
] as const;

/** Every way to reach the shop; each channel opens in a new tab. */
export default function ContactPage() {
  const { CONTACT_LINKS, PAGE_TITLES, SCREEN_TEXT, TEXT } = useTexts();
  useDocumentTitle(PAGE_TITLES.contact);
  return (
    <div className="page">
      <section
        aria-labelledby="page-title"
        className="relative overflow-hidden rounded-[2rem] bg-coral-100 px-6 py-10 sm:px-10 sm:py-14"
      >
        <span aria-hidden="true" className="absolute -right-10 -top-12 size-40 rounded-full bg-sun-300/70" />
        <span
          aria-hidden="true"
          className="absolute -bottom-16 right-24 size-36 rounded-full bg-mint-300/60"
        />
        <div className="relative max-w-xl">
          <h1 id="page-title" className="page-title sm:text-4xl">
            {PAGE_TITLES.contact}
          </h1>
          <p className="mt-3 inline-flex rounded-2xl bg-white/80 px-4 py-1.5 text-sm font-semibold text-coral-800">
            {TEXT.contactResponse}
          </p>
        </div>
      </section>

      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CONTACT_CHANNELS.map(({ key, href, detail, Icon }, index) => (
          <li key={key}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="card group flex items-center gap-4 p-5 transition-transform hover:-translate-y-0.5 hover:border-coral-200"
            >
              <span
                className={`grid size-12 shrink-0 place-items-center rounded-2xl ${BUBBLES[index % BUBBLES.length]}`}
              >
                <Icon className="size-6" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-bold text-ink">{CONTACT_LINKS[key]}</span>
                <span className="block truncate text-sm text-ink-soft">{detail}</span>
                <span className="sr-only">{SCREEN_TEXT.newTab}</span>
              </span>
              <ChevronRightIcon className="size-5 shrink-0 text-ink-soft transition-transform group-hover:translate-x-0.5 group-hover:text-coral-700" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
