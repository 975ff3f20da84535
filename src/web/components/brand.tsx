import { Link } from 'react-router';
import { SHOP } from '../../contract/shop-info';
import { LogoMark } from './icons';

interface BrandProps {
  to?: string;
  tone?: 'dark' | 'light';
  className?: string;
}

// "Little" in ink and "Hope" in coral; the name itself comes from the contract.
const splitAt = SHOP.name.search(/[A-Z](?=[a-z]*$)/);
const brandHead = splitAt > 0 ? SHOP.name.slice(0, splitAt) : SHOP.name;
const brandTail = splitAt > 0 ? SHOP.name.slice(splitAt) : '';

/** Logo and shop name, linking home. */
export function Brand({ to = '/', tone = 'dark', className = '' }: BrandProps) {
  return (
    <Link to={to} className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl ${className}`}>
      <LogoMark className="size-9 drop-shadow-sm" />
      <span className={`text-xl font-black tracking-tight ${tone === 'light' ? 'text-white' : 'text-ink'}`}>
        {brandHead}
        <span className={tone === 'light' ? 'text-sun-300' : 'text-coral-600'}>{brandTail}</span>
      </span>
    </Link>
  );
}
