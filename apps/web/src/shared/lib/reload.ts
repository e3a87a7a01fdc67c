/** Full page loads, behind a seam so that tests can observe them (jsdom cannot navigate). */
export const pageLoad = {
  reload: (): void => window.location.reload(),
  assign: (url: string): void => window.location.assign(url),
};
