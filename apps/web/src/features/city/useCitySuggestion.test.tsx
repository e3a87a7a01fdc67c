import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, shellChrome, type City } from '@mp/contract';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { pageLoad } from '../../shared/lib/reload.ts';
import { expectConsole } from '../../test/console.ts';
import { renderWithApp, testQueryClient } from '../../test/render.tsx';
import { CityPicker } from './CityPicker.tsx';
import { useCityStore } from './store.ts';
import { suggestionAnsweredKey } from './useCitySuggestion.ts';
import { passTime } from '../../test/pass-time.ts';

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
    await passTime(50);
    expect(screen.queryByText(/Ваш город/)).not.toBeInTheDocument();
  });

  it('only logs a warning when geolocation is missing', async () => {
    vi.stubGlobal('navigator', {});
    expectConsole('warn', messages.geolocationUnsupported);
    renderPicker();
    await waitFor(() => expect(sessionStorage.getItem(suggestionAnsweredKey)).not.toBeNull());
    expect(screen.queryByText(messages.geolocationUnsupported)).not.toBeInTheDocument();
  });
});

describe('«Определить мой город» in the city list', () => {
  async function openListAndLocate() {
    sessionStorage.setItem(suggestionAnsweredKey, '1');
    const user = userEvent.setup();
    renderPicker();
    await user.click(screen.getByRole('button', { name: /Россия/ }));
    await user.click(await screen.findByRole('button', { name: shellChrome.locateCity }));
  }

  it('chooses the nearest city within 50 km', async () => {
    stubPosition(59.9, 30.3);
    await openListAndLocate();
    await waitFor(() => expect(useCityStore.getState().city?.id).toBe(spb.id));
    expect(pageLoad.reload).toHaveBeenCalledOnce();
  });

  it('says «Геолокация не поддерживается» when the browser has none, and chooses nothing', async () => {
    vi.stubGlobal('navigator', {});
    await openListAndLocate();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.geolocationUnsupported);
    expect(useCityStore.getState().city).toBeNull();
  });

  it('says so when no city lies within 50 km, or the browser refuses', async () => {
    stubPosition(57.0, 40.0);
    await openListAndLocate();
    expect(await screen.findByRole('alert')).toHaveTextContent(shellChrome.noCityNearby);

    const refuse = vi.fn((_: PositionCallback, failure?: PositionErrorCallback | null) =>
      failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition: refuse } });
    await userEvent.setup().click(screen.getByRole('button', { name: shellChrome.locateCity }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shellChrome.locateFailed);
    expect(useCityStore.getState().city).toBeNull();
  });
});
