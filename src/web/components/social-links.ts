import type { ComponentType, SVGProps } from 'react';
import type { CONTACT_LINKS } from '../../contract/messages';
import { SHOP } from '../../contract/shop-info';
import { ChatIcon, FacebookIcon, InstagramIcon, MailIcon, ThreadsIcon, TwitterIcon } from './icons';

interface ContactChannel {
  /** Its name in the shopper's language is CONTACT_LINKS[key] (useTexts). */
  key: keyof typeof CONTACT_LINKS;
  href: string;
  /** What the visitor sees besides the label (a handle or address). */
  detail: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

function handleOf(url: string): string {
  const path = new URL(url).pathname.replace(/^\/+|\/+$/g, '');
  return path.startsWith('@') ? path : `@${path}`;
}

/** The shop's channels in the order of docs/product.md section 2 (Contact): chat group, Facebook, Instagram, support e-mail, Threads, Twitter. */
export const CONTACT_CHANNELS: readonly ContactChannel[] = [
  {
    key: 'chatGroup',
    href: SHOP.social.chatGroup,
    detail: 'WhatsApp',
    Icon: ChatIcon,
  },
  {
    key: 'facebook',
    href: SHOP.social.facebook,
    detail: handleOf(SHOP.social.facebook),
    Icon: FacebookIcon,
  },
  {
    key: 'instagram',
    href: SHOP.social.instagram,
    detail: handleOf(SHOP.social.instagram),
    Icon: InstagramIcon,
  },
  {
    key: 'supportEmail',
    href: `mailto:${SHOP.supportEmail}`,
    detail: SHOP.supportEmail,
    Icon: MailIcon,
  },
  {
    key: 'threads',
    href: SHOP.social.threads,
    detail: handleOf(SHOP.social.threads),
    Icon: ThreadsIcon,
  },
  {
    key: 'twitter',
    href: SHOP.social.twitter,
    detail: handleOf(SHOP.social.twitter),
    Icon: TwitterIcon,
  },
];

/** The social profiles alone (the footer lists the e-mails separately). */
export const SOCIAL_CHANNELS = CONTACT_CHANNELS.filter((channel) => channel.key !== 'supportEmail');

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
