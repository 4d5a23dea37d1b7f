/**
 * Whether two hashes (hex or base64url text of equal length) are equal, comparing every character so the time taken
 * says nothing about where they differ. Pure, so deciders can use it in the browser as well as on the server.
 */
export function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
