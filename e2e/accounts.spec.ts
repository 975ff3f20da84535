import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { mailsTo, waitForOtp } from './support/mailbox';
import { E2E_ADMIN } from './support/admin';

const PASSWORD = 'Secret@123';
const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e4)}@gmail.com`;

async function register(page: Page, email: string, name = 'Asha Rao') {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText('Please wait, redirecting to OTP')).toBeVisible();
  await expect(page).toHaveURL(/\/otp$/);
}

test.describe('accounts', () => {
  test('register, read the code from the mailbox, verify: logged in @phone', async ({ page }) => {
    const email = uniqueEmail('journey');
    await register(page, email);
    // The pending e-mail survives a reload.
    await page.reload();
    await expect(page.getByText(email)).toBeVisible();
    const code = await waitForOtp(email);
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Registration successful. Welcome')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    await page.goto('/account');
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
  });

  test('logout from the account page asks first, then goes to /login', async ({ page }) => {
    const email = uniqueEmail('logout');
    await register(page, email);
    await page.getByLabel('OTP', { exact: true }).fill(await waitForOtp(email));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

    await page.goto('/account');
    await page.getByRole('button', { name: 'LOG OUT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText('Do you really want to log out?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'LOG OUT' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Logout Successful')).toBeVisible();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the demo admin lands on /admin/dashboard @phone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText(/HOPE100/)).toBeVisible();
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('You’ve successfully logged in.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 5000 });

    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('login returns to the page the guard sent the shopper from', async ({ page }) => {
    const email = uniqueEmail('return');
    await register(page, email);
    await page.getByLabel('OTP', { exact: true }).fill(await waitForOtp(email));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    await page.context().clearCookies();
    await page.goto('/wishlist');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/wishlist$/, { timeout: 5000 });
  });

  test('forgot password end to end', async ({ page }) => {
    const email = uniqueEmail('reset');
    await register(page, email);
    await page.getByLabel('OTP', { exact: true }).fill(await waitForOtp(email));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(/\/forgotPassword$/);
    const before = mailsTo(email).length;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('An OTP has been sent to your email.')).toBeVisible();
    await page.getByLabel('OTP', { exact: true }).fill(await waitForOtp(email, before));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('OTP verified successfully')).toBeVisible();
    const newPassword = 'Fresh#4567';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill('Fresh#4568');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await expect(page.getByText('Passwords do not match.')).toBeHidden();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('You’ve successfully updated your password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  });

  test('form validation messages are shown and clear on edit @phone', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expect(page.getByText('Full name is required.')).toBeVisible();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await expect(page.getByText('Please confirm your password.')).toBeVisible();
    // Any domain is welcome; an address with a display name or angle brackets is not an address.
    await page.getByLabel('Email').fill('asha+<x@yahoo.com');
    await expect(page.getByText('Email is required.')).toBeHidden();
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel('Email').fill('asha@yahoo.com');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeHidden();
    await expect(
      page.getByText(
        'Password must contain 1 uppercase, 1 number, 1 special character, and be at least 8 characters.',
      ),
    ).toBeVisible();

    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await page.getByLabel('Email').fill('nobody.here@gmail.com');
    await page.getByLabel('Password', { exact: true }).fill('Wrong@1234');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();

    await page.goto('/otp');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('register and login pages have no serious accessibility problems', async ({ page }) => {
    for (const path of ['/register', '/login', '/forgotPassword']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });
});
