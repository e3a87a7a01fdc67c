export { CityPicker } from './CityPicker.tsx';
export { CityModal } from './CityModal.tsx';
export { useCityStore } from './store.ts';
export { citiesQuery, useCities } from './api.ts';
export { useChooseCity } from './useChooseCity.ts';
export { CitySearchField } from './CitySearchField.tsx';
export { useAddressCity } from './useAddressCity.ts';
