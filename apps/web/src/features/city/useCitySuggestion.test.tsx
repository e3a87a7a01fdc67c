import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type City } from '@mp/contract';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { pageLoad } from '../../shared/lib/reload.ts';
import { renderWithApp, testQueryClient } from '../../test/render.tsx';
import { CityPicker } from './CityPicker.tsx';
import { useCityStore } from './store.ts';
import { suggestionAnsweredKey } from './useCitySuggestion.ts';

const spb: City = {
  id: 2,
  name: 'Санкт-Петербург',
  region: 'Санкт-Петербург',
  latitude: 59.94,
  longitude: 30.32,
  population: 5_000_000,
};
const moscow: City = {
  id: 1,
  name: 'Москва',
  region: 'Москва',
  latitude: 55.75,
  longitude: 37.62,
  population: 13_000_000,
};

function stubPosition(latitude: number, longitude: number) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, _failure?: PositionErrorCallback | null, _options?: PositionOptions) =>
      success({ coords: { latitude, longitude } } as GeolocationPosition),
  );
  vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

function renderPicker() {
  const client = testQueryClient();
  client.setQueryData(queryKeys.cities, [moscow, spb]);
  return renderWithApp(<CityPicker />, { client });
}

beforeEach(() => {
  useCityStore.setState({ city: null });
  vi.spyOn(pageLoad, 'reload').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('geolocated city suggestion', () => {
  it('asks about the nearest city with high accuracy, 10 s timeout and a 5 min old position', async () => {
    const getCurrentPosition = stubPosition(59.9, 30.3);
    renderPicker();
    expect(await screen.findByText('Ваш город — Санкт-Петербург?')).toBeInTheDocument();
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 300_000,
    });
  });

  it('«Да» selects the city; the question is not asked again in this session', async () => {
    stubPosition(59.9, 30.3);
    const user = userEvent.setup();
    const { unmount } = renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    expect(useCityStore.getState().city?.id).toBe(spb.id);
    expect(pageLoad.reload).toHaveBeenCalledOnce();
    unmount();

    useCityStore.setState({ city: null });
    const getCurrentPosition = stubPosition(59.9, 30.3);
    renderPicker();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.queryByText(/Ваш город/)).not.toBeInTheDocument();
  });

  it('«Нет» dismisses without choosing and remembers that for the session', async () => {
    stubPosition(59.9, 30.3);
    const user = userEvent.setup();
    renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Нет' }));
    expect(screen.queryByText(/Ваш город/)).not.toBeInTheDocument();
    expect(useCityStore.getState().city).toBeNull();
    expect(sessionStorage.getItem(suggestionAnsweredKey)).not.toBeNull();
  });

  it('asks nothing when no city lies within 50 km', async () => {
    stubPosition(57.0, 40.0);
    renderPicker();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Ваш город/)).not.toBeInTheDocument();
  });

  it('only logs a warning when geolocation is missing', () => {
    vi.stubGlobal('navigator', {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    renderPicker();
    expect(warn).toHaveBeenCalledWith(messages.geolocationUnsupported);
    expect(error).not.toHaveBeenCalled();
  });
});
