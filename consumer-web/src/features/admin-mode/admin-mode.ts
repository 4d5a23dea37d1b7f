import { readStored, removeStored, writeStored } from '../../app/storage/local-storage';

// Spec §6: "An admin mode is switched on by a stored local flag, unless a condition disallows it." The flag is set
// by opening the site with ?adminMode=on (and cleared with ?adminMode=off); the condition is the account's staff
// role, which only the API can say: for anyone else the staff-only calls answer 403 and nothing is shown.

const KEY = 'adminMode';

export function rememberAdminMode(search: string): void {
  const wanted = new URLSearchParams(search).get('adminMode');
  if (wanted === 'on') writeStored(KEY, true);
  if (wanted === 'off') removeStored(KEY);
}

export const isAdminModeOn = (): boolean => readStored(KEY) === true;
