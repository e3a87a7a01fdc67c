/**
 * A page rendered on the server has no browser storage: every read finds nothing (a guest with no
 * city, cart or favourites), and writes go nowhere, so no request's state can leak into another's.
 * Imported before the app's modules, which read storage when they load (persisted stores).
 */
const nothingStored: Storage = {
  length: 0,
  clear: () => {},
  getItem: () => null,
  key: () => null,
  removeItem: () => {},
  setItem: () => {},
};

for (const name of ['localStorage', 'sessionStorage'] as const) {
  // Node may define the name without a store behind it (no --localstorage-file): replace that too.
  if (globalThis[name] === undefined) {
    Object.defineProperty(globalThis, name, { value: nothingStored, configurable: true });
  }
}
