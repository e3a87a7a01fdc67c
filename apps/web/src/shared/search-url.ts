/** The search page's URL, shared with the server (saved searches link to it): see the contract's rule. */
export { allRussiaSlug, buildSearchUrl, citySlug, searchRoutePath, type SearchUrlParams } from '@mp/contract';
