import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StarIcon } from '../../components/icons';
import type { ShowOptions } from '../../components/messages/message-context';
import { useMessages } from '../../components/messages/use-messages';
import { EmailField, TextField } from '../../components/text-field';
import { messageOf } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTexts } from '../../lib/language/use-texts';

export { EmailField, TextField };
export { PasswordField } from '../../components/password-field';

/** The frame of the account screens: a centred card with the page title, optionally the HOPE100 offer. */
export function AuthCard({
  title,
  subtitle,
  promo = false,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  promo?: boolean;
  children: ReactNode;
}) {
  const { TEXT } = useTexts();
  useDocumentTitle(title);
  return (
    <section aria-labelledby="page-title" className="page flex justify-center">
      <div className="w-full max-w-md">
        {promo && (
          <p className="mb-4 flex items-start gap-3 rounded-3xl bg-sun-100 px-4 py-3 text-sm font-semibold text-ink">
            <StarIcon className="mt-0.5 size-5 shrink-0 fill-sun-400 text-sun-500" aria-hidden="true" />
            <span>{TEXT.promoBanner}</span>
          </p>
        )}
        <div className="card px-5 py-7 sm:px-8 sm:py-9">
          <h1 id="page-title" className="page-title">
            {title}
          </h1>
          {subtitle && <p className="mt-2 text-sm text-ink-soft">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </section>
  );
}

/**
 * What an account form does when its call fails: the server's field errors under their fields and its message in
 * a banner, in the shopper's language (`messageOf`), or `fallback` when it gave none. `failed(fallback)` is the
 * mutation's onError.
 */
export function useFormFailure(form: { showServerErrors(error: unknown): boolean }, banner?: ShowOptions) {
  const { showError } = useMessages();
  return (fallback: string) => (error: Error) => {
    form.showServerErrors(error);
    showError(messageOf(error, fallback), banner);
  };
}

/** The look of a link on the account screens. */
export const AUTH_LINK_CLASS = 'font-semibold text-coral-700 underline-offset-2 hover:underline';

/** The line under an account form that leads to its neighbour: "New here? Register", "Already have an account? Login". */
export function AuthFooterLink({
  question,
  to,
  children,
}: {
  question: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <p className="mt-6 text-center text-sm text-ink-soft">
      {question}{' '}
      <Link to={to} className={AUTH_LINK_CLASS}>
        {children}
      </Link>
    </p>
  );
}
