import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { DadataSuggester } from './dadata.ts';
import { LocalSuggester } from './local.ts';
import type { AddressSuggester } from './suggester.ts';

export { AddressProviderError, type AddressSuggester, type CityContext } from './suggester.ts';
export { DadataSuggester } from './dadata.ts';
export { LocalSuggester } from './local.ts';

/** DaData when chosen (config requires its key then), otherwise our cities. */
export function createAddressSuggester(config: Config, db: Db): AddressSuggester {
  if (config.ADDRESS_PROVIDER === 'dadata' && config.DADATA_API_KEY)
    return new DadataSuggester(config.DADATA_API_KEY, config.DADATA_URL);
  return new LocalSuggester(db);
}
