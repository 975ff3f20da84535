import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../contract/admin';
import { PAGINATION } from '../../../contract/messages';
import { ROLE_LABELS } from '../../../contract/messages/admin';
import { SHOPPER } from '../../test/api-answers';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// The back office's lists keep the page on screen while the next one is on its way: dimmed and marked busy, so a
// screen reader waits for the new page instead of reading the old one as if it were it.

const customer = (n: number): AdminUser => ({
  _id: `user-${n}`,
  name: `Parent ${n}`,
  email: `parent${n}@example.in`,
  role: 'user',
  isBlocked: false,
  createdAt: '2026-11-01T10:00:00.000Z',
});

describe('admin users page', () => {
  it('marks the list busy while the next page loads, and not once it is in', async () => {
    let letPageTwoThrough = () => {};
    const pageTwo = new Promise<void>((resolve) => (letPageTwoThrough = resolve));
    fakeApi({
      'GET /user/me': { body: { user: { ...SHOPPER, role: 'admin' } } },
      'GET /admin/getUsers': async (request) => {
        const page = new URLSearchParams(request.path.split('?')[1]).get('page');
        if (page === '2') await pageTwo;
        return { body: { users: [customer(Number(page))], totalPages: 2, successMessage: 'ok' } };
      },
    });
    const { user } = renderApp('/admin/user');
    // The list is a table on a wide screen and cards on a phone: the first of the two.
    const [first] = await screen.findAllByText('Parent 1');
    const list = first!.closest('[aria-busy]')!;
    expect(list.getAttribute('aria-busy')).toBe('false');

    await user.click(screen.getByRole('button', { name: PAGINATION.next }));
    // The first page stays, dimmed and busy, until the second arrives.
    await screen.findAllByText('Parent 1');
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(list.className).toContain('opacity-60');

    letPageTwoThrough();
    const [second] = await screen.findAllByText('Parent 2');
    expect(screen.queryAllByText('Parent 1')).toEqual([]);
    expect(second!.closest('[aria-busy]')!.getAttribute('aria-busy')).toBe('false');
    expect(second!.closest('[aria-busy]')!.className).not.toContain('opacity-60');
  });

  it("names each user's role in the shop's words, in the table and on the phone's cards", async () => {
    fakeApi({
      'GET /user/me': { body: { user: { ...SHOPPER, role: 'admin' } } },
      'GET /admin/getUsers': {
        body: {
          users: [customer(1), { ...customer(2), name: 'Shop Owner', role: 'admin' }],
          totalPages: 1,
          successMessage: 'ok',
        },
      },
    });
    renderApp('/admin/user');
    await screen.findAllByText('Shop Owner');
    const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
    expect(within(rowOf('Shop Owner')).getByText(ROLE_LABELS.admin)).toBeTruthy();
    expect(within(rowOf('Parent 1')).getByText(ROLE_LABELS.user)).toBeTruthy();
    // The phone's cards say the same, after a word for screen readers.
    const cardOf = (name: string) =>
      screen.getAllByRole('listitem').find((item) => item.textContent?.includes(name))!;
    expect(cardOf('Shop Owner').textContent).toContain(ROLE_LABELS.admin);
    expect(cardOf('Parent 1').textContent).toContain(ROLE_LABELS.user);
    expect(screen.queryByText('admin')).toBeNull();
    expect(screen.queryByText('user')).toBeNull();
  });
});
