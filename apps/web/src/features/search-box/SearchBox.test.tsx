import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { autocompleteReplySchema, messages, storageKeys, type City } from '@mp/contract';
import { useCityStore } from '../city/index.ts';
import { ok, serveApi, type SentRequest } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { SearchBox } from './SearchBox.tsx';
import { passTime } from '../../test/pass-time.ts';

const kazan: City = {
  id: 7,
  name: 'Казань',
  region: 'Татарстан',
  latitude: 55.79,
  longitude: 49.12,
  population: 1_300_000,
};
const results = [
  { id: 11, name: 'iPhone 13 128 ГБ', subcategory_id: 1, price: 45000 },
  { id: 12, name: 'iPhone 15 Pro', subcategory_id: 1, price: 99990 },
];

let sent: SentRequest[];

beforeEach(() => {
  sent = serveApi({ 'GET /api/products/autocomplete': ok(autocompleteReplySchema, { data: results }) });
  useCityStore.setState({ city: null });
});

const setHistory = (entries: string[]) =>
  localStorage.setItem(storageKeys.searchHistory, JSON.stringify(entries));
const storedHistory = (): unknown => JSON.parse(localStorage.getItem(storageKeys.searchHistory) ?? 'null');
const location = () => screen.getByTestId('location').textContent;
const selected = () =>
  screen.getAllByRole('option').filter((option) => option.getAttribute('aria-selected') === 'true');

describe('SearchBox', () => {
  it('shows the search history on focus when the field is empty, and arrow keys move through it', async () => {
    setHistory(['диван', 'велосипед', 'шкаф']);
    const user = userEvent.setup();
    renderWithApp(<SearchBox />);
    const input = screen.getByRole('combobox');

    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['диван', 'велосипед', 'шкаф']);
    expect(selected()).toHaveLength(0);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected().map((o) => o.textContent)).toEqual(['велосипед']);
    expect(input.getAttribute('aria-activedescendant')).toBe(selected()[0]?.id);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected().map((o) => o.textContent)).toEqual(['диван']); // wrapped around

    await user.keyboard('{ArrowUp}');
    expect(selected().map((o) => o.textContent)).toEqual(['шкаф']);
  });

  it('Enter on a highlighted history entry runs that search and moves it to the top', async () => {
    setHistory(['диван', 'велосипед']);
    const user = userEvent.setup();
    renderWithApp(<SearchBox />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(location()).toBe('/search/россия?search=велосипед');
    expect(storedHistory()).toEqual(['велосипед', 'диван']);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter without a highlight searches the typed text in the selected city and records it', async () => {
    useCityStore.setState({ city: kazan });
    setHistory(['диван']);
    const user = userEvent.setup();
    renderWithApp(<SearchBox />);
    await user.type(screen.getByRole('combobox'), '  угловой диван {Enter}');

    expect(location()).toBe('/search/казань?search=угловой+диван');
    expect(storedHistory()).toEqual(['угловой диван', 'диван']);
  });

  it('does not record a blank search', async () => {
    const user = userEvent.setup();
    renderWithApp(<SearchBox />);
    await user.type(screen.getByRole('combobox'), '   {Enter}');
    expect(location()).toBe('/search/россия');
    expect(storedHistory()).toEqual([]);
  });

  it('asks for autocomplete from 2 characters, with the selected city, and opens a picked product', async () => {
    useCityStore.setState({ city: kazan });
    const user = userEvent.setup();
    renderWithApp(<SearchBox />);
    const input = screen.getByRole('combobox');

    await user.type(input, 'i');
    await passTime(400);
    expect(sent).toHaveLength(0);

    await user.type(input, 'ph');
    expect(await screen.findByRole('option', { name: /iPhone 15 Pro/ })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const query = new URLSearchParams(sent[0]?.search);
    expect(query.get('q')).toBe('iph');
    expect(query.getAll('city_id[]')).toEqual(['7']);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe('/product/12');
  });

  it('waits for typing to pause before asking (300 ms debounce)', async () => {
    const user = userEvent.setup();
    renderWithApp(<SearchBox />);
    await user.type(screen.getByRole('combobox'), 'дива');
    await screen.findAllByRole('option');
    // One request for the final text, none for the intermediate «ди», «див».
    expect(sent.map((request) => new URLSearchParams(request.search).get('q'))).toEqual(['дива']);
  });

  it('says «Ничего не найдено» when autocomplete has no results', async () => {
    serveApi({ 'GET /api/products/autocomplete': ok(autocompleteReplySchema, { data: [] }) });
    const user = userEvent.setup();
    renderWithApp(<SearchBox />);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText(messages.nothingFound)).toBeInTheDocument();
  });

  it('closes on Escape and 150 ms after blur', async () => {
    setHistory(['диван']);
    const user = userEvent.setup();
    renderWithApp(<SearchBox />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    act(() => input.blur());
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'), { timeout: 400 });
  });
});
