/** An order's page (spec §2 /profile/orders/:order), the link of every notification about the order. */
export const orderPagePath = (id: number) => `/profile/orders/${id}`;

/** The order a notification's link opens, or undefined when it opens something else. */
export function orderOfLink(link: string | null): number | undefined {
  const match = /^\/profile\/orders\/([1-9]\d{0,15})$/.exec(link ?? '');
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) ? id : undefined;
}
