import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ChangeNameSchema, ChangePasswordSchema } from '../../../contract/auth';
import { useMessages } from '../../components/messages/use-messages';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { setSessionUser, useSession, type SessionUser } from '../../api/session';
import { api, messageOf } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useForm } from '../../lib/use-form';
import { useTexts } from '../../lib/language/use-texts';

/** A refusal lands on its field when the server names one, and is always said in the banner. */
function useFailure(form: { showServerErrors(error: unknown): boolean }) {
  const { FALLBACK } = useTexts();
  const { showError } = useMessages();
  return (error: Error) => {
    form.showServerErrors(error);
    showError(messageOf(error, FALLBACK.somethingWentWrong));
  };
}

/** Manage Account (/account/manage): the shopper's name, and a new password given the current one. */
export default function ManageAccountPage() {
  const TEXT = useTexts().ACCOUNT_TEXT.manage;
  const { PAGE_TITLES } = useTexts();
  useDocumentTitle(PAGE_TITLES.manageAccount);
  return (
    <section className="page flex flex-col gap-6" aria-labelledby="page-title">
      <div>
        <Link to="/account" className="inline-flex min-h-11 items-center text-sm font-bold text-coral-700">
          ← {TEXT.back}
        </Link>
        <h1 id="page-title" className="page-title">
          {PAGE_TITLES.manageAccount}
        </h1>
      </div>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <NameForm />
        <PasswordForm />
      </div>
    </section>
  );
}

function NameForm() {
  const TEXT = useTexts().ACCOUNT_TEXT.manage;
  const { FALLBACK } = useTexts();
  const { user } = useSession();
  const client = useQueryClient();
  const { showSuccess } = useMessages();
  const form = useForm({ name: user?.name ?? '' });
  const failed = useFailure(form);
  const save = useMutation({
    mutationFn: (name: string) =>
      api.put<{ message: string; user: SessionUser }>(
        '/user/profile/name',
        { name },
        { fallback: FALLBACK.somethingWentWrong },
      ),
    onSuccess: (answer) => {
      setSessionUser(client, answer.user);
      showSuccess(answer.message);
    },
    onError: failed,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(ChangeNameSchema);
    if (data) save.mutate(data.name);
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="name-title" className="card space-y-4 p-5 sm:p-6">
      <h2 id="name-title" className="text-lg font-extrabold">
        {TEXT.yourName}
      </h2>
      <TextField label={TEXT.fullName} autoComplete="name" required {...form.bind('name')} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={save.isPending}>
        {save.isPending ? TEXT.saving : TEXT.saveName}
      </button>
    </form>
  );
}

function PasswordForm() {
  const TEXT = useTexts().ACCOUNT_TEXT.manage;
  const { FALLBACK } = useTexts();
  const { showSuccess } = useMessages();
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const form = useForm(empty);
  const failed = useFailure(form);
  const save = useMutation({
    mutationFn: (input: typeof empty) =>
      api.put<{ message: string }>('/user/password', input, { fallback: FALLBACK.somethingWentWrong }),
    onSuccess: (answer) => {
      for (const field of Object.keys(empty) as (keyof typeof empty)[]) form.set(field, '');
      showSuccess(answer.message);
    },
    onError: failed,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(ChangePasswordSchema);
    if (data) save.mutate(data);
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="password-title"
      aria-describedby="password-note"
      className="card space-y-4 p-5 sm:p-6"
    >
      <h2 id="password-title" className="text-lg font-extrabold">
        {TEXT.changePassword}
      </h2>
      <p id="password-note" className="text-sm text-ink-soft">
        {TEXT.passwordNote}
      </p>
      <PasswordField
        label={TEXT.currentPassword}
        autoComplete="current-password"
        required
        {...form.bind('currentPassword')}
      />
      <PasswordField
        label={TEXT.newPassword}
        autoComplete="new-password"
        required
        {...form.bind('newPassword')}
      />
      <PasswordField
        label={TEXT.confirmNewPassword}
        autoComplete="new-password"
        required
        {...form.bind('confirmPassword')}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={save.isPending}>
        {save.isPending ? TEXT.saving : TEXT.changePassword}
      </button>
    </form>
  );
}
