/**
 * Takes a parameter out of the address bar without a reload or a new history entry. history.state is kept
 * because the router keeps its own entry index there.
 */
export function removeQueryParam(name: string): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(name)) return;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
