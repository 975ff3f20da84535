import { Link } from 'react-router';
import { useTexts } from '../lib/language/use-texts';

interface EmptyStateProps {
  /** A small illustration in public/images. */
  image: string;
  title: string;
  hint: string;
}

/** An empty bag or wishlist: an illustration, what it means, and the way back to the shop. */
export function EmptyState({ image, title, hint }: EmptyStateProps) {
  const { CART_TEXT } = useTexts();
  return (
    <div className="card mt-6 flex flex-col items-center gap-3 px-6 py-10 text-center">
      <img src={image} alt="" width={240} height={200} className="w-48 sm:w-60" />
      <p className="text-lg font-extrabold">{title}</p>
      <p className="text-sm text-ink-soft">{hint}</p>
      <Link to="/allProducts" className="btn-primary mt-2">
        {CART_TEXT.shopNow}
      </Link>
    </div>
  );
}
