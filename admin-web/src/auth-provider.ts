import type { AuthProvider, UserIdentity } from 'ra-core';
import { clearTokens, readTokens, storeTokens, type Tokens } from './token-storage';

interface Credentials {
  /** react-admin's stock login form calls the field `username`; staff sign in with their email. */
  username?: string;
  email?: string;
  password: string;
}

const isTokens = (value: unknown): value is Tokens =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Tokens).idToken === 'string' &&
  typeof (value as Tokens).accessToken === 'string';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function serverMessage(body: unknown): string | undefined {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : undefined;
}

/** The id token's claims, for the name in the app bar; an unreadable token just means no name is shown. */
function claimsOf(idToken: string): { sub?: string; email?: string; name?: string } {
  try {
    const payload = idToken.split('.')[1] ?? '';
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))));
  } catch {
    return {};
  }
}

export const authProvider: AuthProvider = {
  async login({ username, email, password }: Credentials) {
    const response = await fetch('/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: email ?? username, password }),
    });
    const body = await readBody(response);
    // react-admin shows this message in its notification, so staff see the server's reason.
    if (!response.ok) throw new Error(serverMessage(body) ?? `Sign-in failed (HTTP ${response.status})`);
    if (!isTokens(body)) throw new Error('The sign-in answer did not contain tokens');
    // Only staff get in: the API says whether this account is staff now, and its refusal is what the person sees.
    const me = await fetch('/admin/api/me', { headers: { Accept: 'application/json', Authorization: `Bearer ${body.accessToken}` } });
    if (!me.ok) throw new Error(serverMessage(await readBody(me)) ?? `This account cannot use the console (HTTP ${me.status})`);
    storeTokens({ idToken: body.idToken, accessToken: body.accessToken });
  },

  async logout() {
    clearTokens();
  },

  async checkAuth() {
    if (!readTokens()) throw new Error('Please sign in to continue');
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401 || error?.status === 403) {
      clearTokens();
      throw new Error('Your session has ended; please sign in again');
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const tokens = readTokens();
    const claims = tokens ? claimsOf(tokens.idToken) : {};
    return { id: claims.sub ?? claims.email ?? 'staff', fullName: claims.name ?? claims.email };
  },
};
