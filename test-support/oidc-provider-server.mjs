// A local OpenID Connect provider (oidc-provider, with its development login and consent pages) for tests, run
// as its own Node process: oidc-provider is ES modules through and through, which Jest's CommonJS module system
// cannot load. test-support/oidc-provider.ts starts it; it prints `listening <issuer>` once it accepts requests.
//
// Settings come as JSON in OIDC_TEST_CONFIG: { clients: [{ client_id, client_secret, redirect_uris }], pictureBase? }.
// With pictureBase, the profile carries a `picture` as Google's does: <pictureBase>/<the email's local part>.png.
// Any login id signs in, with any password. The id is the subject; it reads as `<email>[#unverified]`: the account's
// email is the part before `#`, verified unless the id ends in `#unverified`.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const settings = JSON.parse(process.env.OIDC_TEST_CONFIG ?? '{}');

function claimsOf(id) {
  const [email, flag] = id.split('#');
  const local = email.split('@')[0] ?? 'someone';
  return {
    sub: id,
    email,
    email_verified: flag !== 'unverified',
    given_name: local.charAt(0).toUpperCase() + local.slice(1),
    family_name: 'Tester',
    ...(settings.pictureBase ? { picture: `${settings.pictureBase}/${encodeURIComponent(local)}.png` } : {}),
  };
}

const server = createServer();
server.listen(0, '127.0.0.1', () => {
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: (settings.clients ?? []).map((entry) => ({
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
      ...entry,
    })),
    pkce: { required: () => true },
    // Like Google, the id token carries the claims its scopes asked for (not only the userinfo endpoint).
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'picture'] },
    scopes: ['openid', 'email', 'profile', 'public_profile'],
    cookies: { keys: ['local-oidc-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => claimsOf(id) }),
  });
  server.on('request', provider.callback());
  process.stdout.write(`listening ${issuer}\n`);
});

// The test runner ends this process; an orphan (its parent gone) ends itself.
process.on('disconnect', () => process.exit(0));
