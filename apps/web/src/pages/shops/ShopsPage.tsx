import { inPlace, shopLabels } from '@mp/contract';
import { useCityStore } from '../../features/city/index.ts';
import { ShopsDirectory } from '../../features/shops/index.ts';
import { Page } from '../../shared/ui/index.ts';

/** /shops: the shops of the chosen city (all of Russia without one). */
export function ShopsPage() {
  const city = useCityStore((state) => state.city);
  return (
    <Page title={shopLabels.inPlace(inPlace(city?.name ?? null))}>
      <ShopsDirectory key={city?.id ?? 'russia'} cityId={city?.id} />
    </Page>
  );
}
