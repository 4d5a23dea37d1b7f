// Tokens live in sessionStorage: they survive a reload but end with the tab, which suits a staff console
// used on shared office machines.

export interface Tokens {
  idToken: string;
  accessToken: string;
}

const ID_TOKEN = 'idToken';
const ACCESS_TOKEN = 'accessToken';

export function readTokens(): Tokens | null {
  const idToken = sessionStorage.getItem(ID_TOKEN);
  const accessToken = sessionStorage.getItem(ACCESS_TOKEN);
  return idToken && accessToken ? { idToken, accessToken } : null;
}

export function storeTokens(tokens: Tokens): void {
  sessionStorage.setItem(ID_TOKEN, tokens.idToken);
  sessionStorage.setItem(ACCESS_TOKEN, tokens.accessToken);
}

export function clearTokens(): void {
  sessionStorage.removeItem(ID_TOKEN);
  sessionStorage.removeItem(ACCESS_TOKEN);
}
