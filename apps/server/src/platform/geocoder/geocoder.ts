import type { GeocodeResult } from '@mp/contract';

/** Places by their name for the map's search box. */
export interface Geocoder {
  readonly name: string;
  /** Up to 10 places in Russia for a query of 2 characters or more. */
  search(query: string): Promise<GeocodeResult[]>;
}

/** The geocoder is down, too slow or sent something unreadable. */
export class GeocoderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'GeocoderError';
  }
}

export const geocodeLimit = 10;
