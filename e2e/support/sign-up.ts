import type { Locator } from 'playwright-core';

/** Fills the sign-up modal's email form (opened at its first step) and sends it; the next step is "Check your email". */
export async function signUpByEmail(dialog: Locator, person: { email: string; password: string; firstName: string; lastName: string }): Promise<void> {
  await dialog.getByRole('button', { name: 'Sign up with email' }).click();
  await dialog.getByLabel('Email address').fill(person.email);
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await dialog.getByLabel('First name').fill(person.firstName);
  await dialog.getByLabel('Last name').fill(person.lastName);
  await dialog.getByRole('button', { name: 'Create my account' }).click();
}
