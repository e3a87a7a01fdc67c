import type { AddressSuggestion } from '@mp/contract';

/** The city an address is looked for in (the ad's city), when the form knows it. */
export interface CityContext {
  name: string;
  region: string;
  latitude: number;
  longitude: number;
}

/** Address suggestions as the ad and company forms show them (spec §3): value plus DaData's fields. */
export interface AddressSuggester {
  readonly name: string;
  /** Up to 10 suggestions for a query of 2 characters or more, within `city` when it is given. */
  suggest(query: string, city?: CityContext): Promise<AddressSuggestion[]>;
}

/**
 * The provider failed: `token` when it refused our key (disabled, wrong, not allowed to suggest
 * addresses), `unavailable` for anything else (down, slow, an unreadable reply).
 */
export class AddressProviderError extends Error {
  constructor(
    readonly reason: 'token' | 'unavailable',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AddressProviderError';
  }
}

/** The maximum a suggester returns (spec §9: address suggestions return 10 items). */
export const suggestionsCount = 10;
