/** Spec §2 «place for free»: a guest signs in first, a signed-in person goes straight to ad-create. */
export const placeAdPath = (signedIn: boolean) => (signedIn ? '/ad/create' : '/authorization');
