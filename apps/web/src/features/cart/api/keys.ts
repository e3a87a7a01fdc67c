/** The signed-in person's cart: one query, replaced by the reply of every change. */
export const cartKeys = {
  all: ['cart'] as const,
};
