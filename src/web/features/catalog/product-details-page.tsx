import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { Product, ProductCard } from '../../../contract/catalog';
import { PICTURE_SIZES, type Size } from '../../../contract/constants';
import { PRODUCT_PREVIEW } from '../../../contract/messages';
import { LoadFailed } from '../../components/load-failed';
import { Loading } from '../../components/loading';
import NotFoundPage from '../../components/not-found-page';
import { CheckDelivery } from './check-delivery';
import { SizeGuideButton } from './size-guide';
import { ProductBuyActions } from '../../components/product-buy-actions';
import { PriceTag, ProductGrid, ProductPicture } from '../../components/product-card';
import { isApiRequestError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductDetail, useProductPreview } from '../../api/product-detail';
import { useSession } from '../../api/session';
import { useTexts } from '../../lib/language/use-texts';

function Gallery({ product }: { product: Product }) {
  const { SCREEN_TEXT } = useTexts();
  const [selected, setSelected] = useState(0);
  const main = product.imageSet[selected] ?? product.imageSet[0];
  return (
    <div className="flex flex-col-reverse gap-3 self-start sm:flex-row sm:items-start lg:sticky lg:top-28">
      {product.imageSet.length > 1 && (
        <ul aria-label={SCREEN_TEXT.pictures} className="flex gap-2 sm:flex-col">
          {product.imageSet.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={SCREEN_TEXT.showPicture(index + 1)}
                aria-pressed={index === selected}
                className={`block w-16 overflow-hidden rounded-xl border-2 sm:w-20 ${
                  index === selected ? 'border-coral-600' : 'border-line'
                }`}
              >
                <ProductPicture image={image} alt="" sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex-1 overflow-hidden rounded-3xl border border-line bg-white">
        <ProductPicture
          key={main?.src ?? 'none'}
          image={main}
          alt={product.name}
          sizes={PICTURE_SIZES.main}
          eager
          highPriority
        />
      </div>
    </div>
  );
}

function ProductInfo({ product, fewLeftAt }: { product: Product; fewLeftAt: number }) {
  const { CATALOG_TEXT, CATEGORY_LABELS, GENDER_LABELS, SIZE_LABELS, VALIDATION } = useTexts();
  const [size, setSize] = useState<Size | null>(null);

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 id="page-title" className="page-title">
          {product.name}
        </h1>
        <p className="mt-1 text-sm text-ink-soft">
          <span className="font-semibold text-ink">{CATEGORY_LABELS[product.category]}</span> ·{' '}
          {GENDER_LABELS[product.gender]}
        </p>
      </div>
      <PriceTag price={product.price} discountPrice={product.discountPrice} large />

      <fieldset>
        <div className="mb-1 flex items-center justify-between gap-3">
          <legend className="text-sm font-extrabold">{CATALOG_TEXT.selectSize}</legend>
          <SizeGuideButton category={product.category} />
        </div>
        <div className="flex flex-wrap gap-2">
          {product.sizeAndStock.map(({ size: option, stock }) => {
            const soldOut = stock <= 0;
            const fewLeft = !soldOut && stock <= fewLeftAt;
            const chosen = size === option;
            return (
              <button
                key={option}
                type="button"
                disabled={soldOut}
                aria-pressed={chosen}
                onClick={() => setSize(option)}
                className={`flex min-h-12 min-w-20 flex-col items-center justify-center rounded-2xl border-2 px-3 py-1 text-sm font-bold transition-colors ${
                  soldOut
                    ? 'cursor-not-allowed border-line bg-mist/40 text-ink-soft line-through decoration-1'
                    : chosen
                      ? 'border-coral-600 bg-coral-600 text-white'
                      : 'border-ink/15 bg-white text-ink hover:border-coral-300'
                }`}
              >
                {SIZE_LABELS[option]}
                {soldOut && (
                  <span className="text-[0.6875rem] font-semibold no-underline">{CATALOG_TEXT.stockOut}</span>
                )}
                {fewLeft && (
                  <span
                    className={`text-[0.6875rem] font-semibold ${chosen ? 'text-white' : 'text-coral-700'}`}
                  >
                    {CATALOG_TEXT.onlyLeft(stock)}
                  </span>
                )}
              </button>
            );
          })}
        </div>
        {!size && (
          <p className="mt-2 text-sm font-semibold text-coral-700" role="status">
            {VALIDATION.selectSize}
          </p>
        )}
      </fieldset>

      <div className="rounded-2xl border border-sun-300 bg-sun-50 p-4 text-sm" role="note">
        <p className="font-extrabold">{CATALOG_TEXT.comingSoonTitle}</p>
        <p className="mt-1 text-ink-soft">{CATALOG_TEXT.comingSoonInfo}</p>
      </div>

      <ProductBuyActions product={product} size={size} />

      <CheckDelivery />

      <section aria-labelledby="description">
        <h2 id="description" className="text-lg font-extrabold">
          {CATALOG_TEXT.description}
        </h2>
        <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-ink">{product.description}</p>
      </section>

      <section aria-labelledby="bank-offers">
        <h2 id="bank-offers" className="text-lg font-extrabold">
          {CATALOG_TEXT.bankOffers}
        </h2>
        <ul className="mt-2 flex flex-col gap-2 text-sm">
          {CATALOG_TEXT.bankOfferLines.map((offer) => (
            <li key={offer} className="flex gap-2 rounded-xl bg-mint-50 px-3 py-2">
              <span aria-hidden="true" className="font-bold text-mint-700">
                %
              </span>
              {offer}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * Keeps the meta description in step with the product while the app navigates; the server already put the
 * product's description, Open Graph tags and JSON-LD into the page it served for a direct visit.
 */
function useMetaDescription(text: string | undefined) {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta || !text) return;
    const previous = meta.content;
    meta.content = text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
    return () => {
      meta.content = previous;
    };
  }, [text]);
}

/** The similar products a 404 of a product taken off sale carries, if it is one. */
function similarOfUnavailable(error: unknown): ProductCard[] | undefined {
  if (!isApiRequestError(error) || error.status !== 404) return undefined;
  const body = error.body as { similarProducts?: ProductCard[] } | undefined;
  return body?.similarProducts;
}

function SimilarProducts({ products }: { products: ProductCard[] }) {
  const { CATALOG_TEXT } = useTexts();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="explore-more" className="mt-14">
      <h2 id="explore-more" className="mb-4 text-xl font-extrabold sm:text-2xl">
        {CATALOG_TEXT.exploreMore}
      </h2>
      <ProductGrid products={products} eagerCount={0} />
    </section>
  );
}

export default function ProductDetailsPage() {
  const { CATALOG_TEXT, FALLBACK, PAGE_TITLES, TEXT } = useTexts();
  const { id = '' } = useParams();
  const shopperView = useProductDetail(id);
  const notFound =
    shopperView.isError && isApiRequestError(shopperView.error) && shopperView.error.status === 404;
  // An admin opening a product shoppers cannot see (a draft, hidden or archived one) previews it, marked.
  const { isAdmin } = useSession();
  const preview = useProductPreview(id, notFound && isAdmin);
  const shown = preview.data ? preview : shopperView;
  const { data, isPending, isError } = shown;
  const unavailable = similarOfUnavailable(shopperView.error);
  const previewing = preview.isPending && notFound && isAdmin;
  useDocumentTitle(
    data
      ? data.product.name
      : unavailable
        ? TEXT.productNotAvailable
        : notFound
          ? TEXT.productNotFound
          : PAGE_TITLES.productDetails,
  );
  useMetaDescription(data?.product.description.replace(/\s+/g, ' ').trim());

  if (isPending || previewing) return <Loading className="min-h-[50vh]" />;
  if (notFound && !preview.data && unavailable)
    return (
      <>
        <NotFoundPage title={TEXT.productNotAvailable} message={CATALOG_TEXT.productNotAvailableHint} />
        <div className="page pt-0">
          <SimilarProducts products={unavailable} />
        </div>
      </>
    );
  if (notFound && !preview.data)
    return <NotFoundPage title={TEXT.productNotFound} message={TEXT.productNotFoundHint} />;
  if (isError)
    return (
      <section className="page">
        <LoadFailed query={shown} fallback={FALLBACK.productDetailFailed} />
      </section>
    );

  const { product, similarProducts, fewLeftAt } = data;
  return (
    <div className="page pb-bottom-bar md:pb-14">
      {product.status !== 'active' && (
        <p
          role="status"
          className="mb-6 rounded-2xl border-2 border-sun-300 bg-sun-50 px-4 py-3 font-extrabold"
        >
          {PRODUCT_PREVIEW.banner(PRODUCT_PREVIEW.label[product.status])}
        </p>
      )}
      {/* Keyed by the product: opening a similar one starts its gallery and its choices afresh. */}
      <article key={product._id} aria-labelledby="page-title" className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <Gallery product={product} />
        <ProductInfo product={product} fewLeftAt={fewLeftAt} />
      </article>
      <SimilarProducts products={similarProducts} />
    </div>
  );
}
