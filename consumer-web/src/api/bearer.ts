/**
 * The id token as a bearer header. Signed-in calls send it so; a POST also carries it as `token` in its body
 * (spec §7), a GET never in its query, so the token stays out of addresses, server logs and the browser's history.
 */
export const bearer = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });
