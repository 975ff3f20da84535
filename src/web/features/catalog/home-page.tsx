import { useRef } from 'react';
import { Link } from 'react-router';
import { CAROUSEL_SCROLL_STEP_PX } from '../../../contract/constants';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { LoadFailed } from '../../components/load-failed';
import { Loading } from '../../components/loading';
import { ProductCard } from '../../components/product-card';
import { useShopTitle } from '../../lib/use-document-title';
import { useFirstPaintDone } from '../../lib/first-paint';
import { useShownInBatches } from '../../lib/use-shown-in-batches';
import { useNewArrivals } from './api/catalog';
import { CATEGORY_STRIP, CategoryLinks } from './category-links';
import { useTexts } from '../../lib/language/use-texts';

function CategoryStrip() {
  const { SCREEN_TEXT } = useTexts();
  return (
    <div className="border-b border-line bg-white">
      <div className="mx-auto max-w-7xl px-3 py-3 sm:px-6">
        <CategoryLinks links={CATEGORY_STRIP} label={SCREEN_TEXT.categories} />
      </div>
    </div>
  );
}

function Hero() {
  const { CATALOG_TEXT } = useTexts();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden rounded-3xl bg-sun-100">
      <picture>
        <source
          media="(min-width: 640px)"
          srcSet="/images/hero-1600.webp 1600w, /images/hero-800.webp 800w"
        />
        <img
          src="/images/hero-800.webp"
          width={1600}
          height={640}
          alt=""
          fetchPriority="high"
          className="h-64 w-full object-cover object-[78%_50%] sm:h-auto"
        />
      </picture>
      <div className="absolute inset-y-0 left-0 flex w-full max-w-lg flex-col justify-center gap-3 bg-gradient-to-r from-white/85 via-white/60 to-transparent p-5 sm:gap-4 sm:p-10">
        <h1
          id="hero-title"
          className="text-2xl font-extrabold leading-tight tracking-tight text-ink sm:text-5xl"
        >
          {CATALOG_TEXT.heroTitle}
        </h1>
        <p className="max-w-xs text-sm text-ink sm:max-w-sm sm:text-base">{CATALOG_TEXT.heroText}</p>
        <Link to="/allProducts" className="btn-primary self-start">
          {CATALOG_TEXT.shopNow}
        </Link>
      </div>
    </section>
  );
}

/**
 * New Arrivals scroll sideways by 300 px per arrow (docs/product.md section 9). No scroll snapping: snapping to card starts moved
 * the track 16 px at load (past its padding, so the first card touched the screen edge) and rounded every arrow
 * step to a card's width.
 */
function NewArrivals() {
  const { CATALOG_TEXT, FALLBACK, SCREEN_TEXT, TEXT } = useTexts();
  const arrivals = useNewArrivals();
  const { data, isPending, isError } = arrivals;
  const track = useRef<HTMLUListElement>(null);
  // The carousel's cards a few per task, as a grid's: twelve at once were one long task on a slow phone.
  const shown = useShownInBatches(data?.length ?? 0);
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_STEP_PX, behavior: 'smooth' });

  return (
    <section aria-labelledby="new-arrivals" className="mt-10">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="new-arrivals" className="text-xl font-extrabold text-ink sm:text-2xl">
          {CATALOG_TEXT.newArrivals}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            aria-label={SCREEN_TEXT.scrollLeft}
            className="btn-secondary size-11 p-0"
            onClick={() => scroll(-1)}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            aria-label={SCREEN_TEXT.scrollRight}
            className="btn-secondary size-11 p-0"
            onClick={() => scroll(1)}
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      </div>
      {isPending ? (
        <Loading />
      ) : isError ? (
        <LoadFailed query={arrivals} fallback={FALLBACK.somethingWentWrong} framed={false} />
      ) : data.length === 0 ? (
        <p className="text-ink-soft">{TEXT.noProductsFound}</p>
      ) : (
        <ul
          ref={track}
          className="-mx-4 flex gap-3 overflow-x-auto scroll-smooth px-4 pb-3 [scrollbar-width:thin] sm:gap-4"
        >
          {data.slice(0, shown).map((product, index) => (
            <li key={product._id} className="flex w-40 shrink-0 sm:w-52 lg:w-56">
              <ProductCard
                product={product}
                eager={index < 2}
                sizes="(min-width: 1024px) 224px, (min-width: 640px) 208px, 160px"
                className="w-full"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const BANNERS = [
  {
    title: 'bannerGirls',
    to: '/allProducts?gender=Girls',
    image: 'banner-girls',
    tone: 'bg-coral-50',
  },
  {
    title: 'bannerBoys',
    to: '/allProducts?gender=Boys',
    image: 'banner-boys',
    tone: 'bg-[#e4f1fd]',
  },
] as const;

function Banners() {
  const { CATALOG_TEXT, SCREEN_TEXT } = useTexts();
  // Below the fold on a phone: the pictures are asked for once the first screen is painted, in a box of their size.
  const painted = useFirstPaintDone();
  return (
    <section aria-label={SCREEN_TEXT.offers} className="mt-10 grid gap-4 md:grid-cols-2">
      {BANNERS.map((banner) => (
        <div key={banner.image} className={`relative overflow-hidden rounded-3xl ${banner.tone}`}>
          {painted ? (
            <img
              src={`/images/${banner.image}-600.webp`}
              srcSet={`/images/${banner.image}-600.webp 600w, /images/${banner.image}.webp 1200w`}
              sizes="(min-width: 768px) 50vw, 100vw"
              width={1200}
              height={500}
              alt=""
              loading="lazy"
              decoding="async"
              className="w-full"
            />
          ) : (
            <div aria-hidden="true" className="aspect-[12/5] w-full" />
          )}
          <div className="absolute inset-y-0 left-0 flex w-1/2 flex-col justify-center gap-3 p-4 sm:p-8">
            <h2 className="text-base font-extrabold leading-tight text-ink sm:text-2xl">
              {CATALOG_TEXT[banner.title]}
            </h2>
            <Link
              to={banner.to}
              className="btn-primary self-start"
              aria-label={`${CATALOG_TEXT.shopNow}: ${CATALOG_TEXT[banner.title]}`}
            >
              {CATALOG_TEXT.shopNow}
            </Link>
          </div>
        </div>
      ))}
    </section>
  );
}

export default function HomePage() {
  const { PAGE_TITLES } = useTexts();
  useShopTitle(PAGE_TITLES.home);
  return (
    <>
      <CategoryStrip />
      <div className="page pb-bottom-bar md:pb-14">
        <Hero />
        <NewArrivals />
        <Banners />
      </div>
    </>
  );
}
