import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { storageKeys, type City } from '@mp/contract';

interface CityState {
  /** The one selected city (spec §3), persisted under the `city` key; null means all of Russia. */
  city: City | null;
  setCity: (city: City | null) => void;
}

export const useCityStore = create<CityState>()(
  persist((set) => ({ city: null, setCity: (city) => set({ city }) }), {
    name: storageKeys.city,
    storage: createJSONStorage(() => localStorage),
    partialize: (state) => ({ city: state.city }),
  }),
);
