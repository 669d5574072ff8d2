/** The path as the router matches it: any case, a trailing slash ignored. */
function routerPath(path: string): string {
  return path.toLowerCase().replace(/(.)\/+$/, '$1');
}

/**
 * Whether the page at `pathname` is `to` itself or, unless `exact`, a page under it: the rule
 * every navigation that marks the current page follows (the header, the admin tabs).
 */
export function isPageOrUnder(pathname: string, to: string, exact = false): boolean {
  const path = routerPath(pathname);
  const own = routerPath(to);
  return path === own || (!exact && path.startsWith(`${own}/`));
}
