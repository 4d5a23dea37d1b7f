import type { Locator, Page } from 'playwright-core';

/** Fills the sign-up modal's email form (opened at its first step) and sends it; the next step is "Check your email". */
export async function signUpByEmail(dialog: Locator, person: { email: string; password: string; firstName: string; lastName: string }): Promise<void> {
  await dialog.getByRole('button', { name: 'Sign up with email' }).click();
  await dialog.getByLabel('Email address').fill(person.email);
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await dialog.getByLabel('First name').fill(person.firstName);
  await dialog.getByLabel('Last name').fill(person.lastName);
  await dialog.getByRole('button', { name: 'Create my account' }).click();
}

/**
 * Chooses Google in the open sign-up modal and gets through the local OpenID provider's sign-in and consent pages
 * as tom@example.com; the site then asks a first social sign-in for a mobile number.
 */
export async function signUpWithGoogle(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: /Google/ }).click();
  await page.locator('input[name="login"]').fill('tom@example.com');
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();
}
