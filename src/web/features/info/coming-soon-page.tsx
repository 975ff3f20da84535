import { useNavigate } from 'react-router';
import { ArrowLeftIcon, HeartIcon, ShirtIcon, StarIcon } from '../../components/icons';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTexts } from '../../lib/language/use-texts';

/** The router keeps its position in history.state.idx; 0 means this page opened the tab. */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** Categories that are not in the shop yet (Accessories, Baby Care, Nutrition, Soft Toys). */
export default function ComingSoonPage() {
  const { NAV, PAGE_TITLES, TEXT } = useTexts();
  useDocumentTitle(PAGE_TITLES.comingSoon);
  const navigate = useNavigate();
  const goBack = () => {
    if (hasHistory()) navigate(-1);
    else navigate('/');
  };

  return (
    <section
      aria-labelledby="page-title"
      className="relative isolate grid min-h-[calc(100dvh-12rem)] place-items-center overflow-hidden px-4 py-16"
    >
      {/* A blurred, playful shop window behind the message. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-sun-50">
        <div className="absolute inset-0 blur-2xl">
          <span className="absolute left-[6%] top-[10%] size-56 rounded-full bg-coral-300 animate-float" />
          <span className="absolute right-[8%] top-[18%] size-64 rounded-full bg-mint-300 animate-float [animation-delay:-3s]" />
          <span className="absolute bottom-[6%] left-[28%] size-60 rounded-full bg-sun-300 animate-float [animation-delay:-6s]" />
          <span className="absolute bottom-[12%] right-[22%] size-40 rounded-full bg-lilac-200" />
        </div>
        <div className="absolute inset-0 blur-[6px]">
          <ShirtIcon className="absolute left-[14%] top-[22%] size-24 rotate-[-12deg] text-coral-600/40" />
          <HeartIcon className="absolute right-[16%] top-[12%] size-20 rotate-12 text-mint-700/40" />
          <ShirtIcon className="absolute bottom-[16%] right-[10%] size-28 rotate-6 text-lilac-400/60" />
          <HeartIcon className="absolute bottom-[20%] left-[8%] size-16 -rotate-6 text-sun-500/60" />
        </div>
      </div>

      <div className="w-full max-w-md rounded-[2rem] border border-white/70 bg-white/70 p-8 text-center shadow-soft backdrop-blur-md sm:p-10">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-sun-400 text-ink shadow-soft">
          <StarIcon className="size-8 fill-white" />
        </span>
        <h1 id="page-title" className="page-title mt-5 sm:text-4xl">
          {PAGE_TITLES.comingSoon}
        </h1>
        <p className="mt-3 text-base text-ink-soft sm:text-lg">{TEXT.comingSoon}</p>
        <button type="button" onClick={goBack} className="btn-primary mt-8">
          <ArrowLeftIcon className="size-5" />
          {NAV.back}
        </button>
      </div>
    </section>
  );
}
