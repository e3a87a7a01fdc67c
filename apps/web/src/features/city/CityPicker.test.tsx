import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, shellChrome, storageKeys, type City } from '@mp/contract';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { pageLoad } from '../../shared/lib/reload.ts';
import { renderWithApp, testQueryClient } from '../../test/render.tsx';
import { CityPicker } from './CityPicker.tsx';
import { useCityStore } from './store.ts';

const city = (id: number, name: string, region: string): City => ({
  id,
  name,
  region,
  latitude: 55,
  longitude: 37,
  population: 1_000_000 - id,
});
const cities = [
  city(1, 'Москва', 'Москва'),
  city(2, 'Новосибирск', 'Новосибирская'),
  city(3, 'Химки', 'Московская'),
  city(4, 'Орёл', 'Орловская'),
];

function renderPicker() {
  const client = testQueryClient();
  client.setQueryData(queryKeys.cities, cities);
  // No geolocated question in these tests.
  sessionStorage.setItem('city_suggestion_answered', '1');
  return renderWithApp(<CityPicker />, { client });
}

const cityNames = () =>
  within(screen.getByRole('dialog'))
    .queryAllByRole('button')
    .map((button) => button.querySelector('span')?.textContent)
    .filter(Boolean);

beforeEach(() => {
  useCityStore.setState({ city: null });
  vi.spyOn(pageLoad, 'reload').mockImplementation(() => {});
  vi.spyOn(pageLoad, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CityPicker', () => {
  it('shows «Россия» until a city is chosen', () => {
    renderPicker();
    expect(screen.getByRole('button', { name: /Россия/ })).toBeInTheDocument();
  });

  it('filters by a case-insensitive part of the name or the region', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(screen.getByRole('button', { name: /Россия/ }));
    const field = screen.getByRole('searchbox', { name: shellChrome.cityPlaceholder });

    expect(cityNames()).toEqual([shellChrome.allRussia, 'Москва', 'Новосибирск', 'Химки', 'Орёл']);
    await user.type(field, 'НОВО');
    expect(cityNames()).toEqual(['Новосибирск']);
    await user.clear(field);
    await user.type(field, 'московская');
    expect(cityNames()).toEqual(['Химки']);
    await user.clear(field);
    await user.type(field, 'орел');
    expect(cityNames()).toEqual(['Орёл']);
  });

  it('says «Город не найден» when nothing matches', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(screen.getByRole('button', { name: /Россия/ }));
    await user.type(screen.getByRole('searchbox'), 'Лондон');
    expect(screen.getByText(messages.cityNotFound)).toBeInTheDocument();
    expect(cityNames()).toEqual([]);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(screen.getByRole('button', { name: /Россия/ }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves the chosen city under `city` and reloads the page', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(screen.getByRole('button', { name: /Россия/ }));
    await user.click(screen.getByRole('button', { name: /Химки/ }));

    expect(useCityStore.getState().city?.name).toBe('Химки');
    expect(localStorage.getItem(storageKeys.city)).toContain('Химки');
    expect(pageLoad.reload).toHaveBeenCalledOnce();
  });
});
