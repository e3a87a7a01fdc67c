import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  adFormLabels,
  adStatusLabels,
  messages,
  shellChrome,
  storageKeys,
  type City,
  type Draft,
  type MyAd,
  adSavedReplySchema,
  addressSuggestionsReplySchema,
  draftReplySchema,
  validationErrorSchema,
  categoriesReplySchema,
  citiesReplySchema,
  filtersReplySchema,
} from '@mp/contract';
import { failure, ok, serveApi, type SentRequest, type Reply } from '../../test/api.ts';
import { LocationProbe, testQueryClient } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { useCityStore } from '../../features/city/index.ts';
import { clearPushAsk, usePushAsk } from '../../features/push/ask.ts';
import { categories, phoneFilters, productCard } from '../../test/fixtures/products.ts';
import { AdCreatePage } from './AdCreatePage.tsx';
import { autosaveDelayMs } from '../../features/ad-form/useDraftAutosave.ts';
import { stubXhr } from '../../features/ad-form/test/fake-xhr.ts';
import { passTime } from '../../test/pass-time.ts';

const moscow: City = {
  id: 1,
  name: 'Москва',
  region: 'Москва',
  latitude: 55.75,
  longitude: 37.62,
  population: 1,
};
const image = (id: number) => ({
  id,
  path: `/storage/drafts/${id}.webp`,
  full_path: `/storage/drafts/${id}-full.webp`,
});

const filledDraft = (overrides: Partial<Draft> = {}): Draft => ({
  id: 5,
  fields: {
    name: 'Айфон 13',
    description: 'Отличное состояние, полный комплект',
    price: 50000,
    quantity: 1,
    condition: 'used',
    category_id: 1,
    subcategory_id: 11,
    filters: {},
    city_id: 1,
    address: 'Тверская улица, 1',
    latitude: null,
    longitude: null,
  },
  images: [image(1)],
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const myAd = (status: MyAd['status']): MyAd => ({
  ...productCard(77),
  status,
  views: 0,
  favourites: 0,
  expires_at: null,
  vip_until: null,
  rejection_reason: null,
  actions: [],
  can_appeal: false,
});

const catalogue: Record<string, Reply> = {
  'GET /api/categories': ok(categoriesReplySchema, { data: categories }),
  'GET /api/cities': ok(citiesReplySchema, { data: [moscow] }),
  'GET /api/filters': ok(filtersReplySchema, { data: phoneFilters }),
};

function renderAt(path: string) {
  const element = (
    <>
      <AdCreatePage />
      <LocationProbe />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/ad/create', element },
      { path: '/ad/draft/:id', element },
      { path: '/profile/ads', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ applyAccept: false });
}

const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');
const publishButton = () => screen.getByRole('button', { name: adFormLabels.publish });
const cityOptions = () =>
  within(screen.getByRole('listbox', { name: shellChrome.cityMatches })).getAllByRole('option');
const toasts = () => useToastStore.getState().toasts.map(({ message }) => message);

beforeEach(() => {
  localStorage.setItem(storageKeys.token, 'session-token');
  useCityStore.setState({ city: null });
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('ad form', () => {
  it('shows every required field message in Russian, focuses the first and sends nothing', async () => {
    const sent = serveApi(catalogue);
    const ui = renderAt('/ad/create');
    await screen.findByText(categories[0]!.name);
    await ui.click(publishButton());

    await screen.findByText(messages.adNameRequired);
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    for (const message of [
      messages.adCategoryRequired,
      messages.adSubcategoryRequired,
      messages.adNameRequired,
      messages.adDescriptionRequired,
      messages.adPriceInvalid,
      messages.adCityRequired,
      messages.adAddressRequired,
      messages.adImagesRequired,
    ]) {
      expect(alerts).toContain(message);
    }
    expect(screen.getByLabelText(adFormLabels.name)).toHaveAccessibleDescription(messages.adNameRequired);
    expect(screen.getByLabelText(adFormLabels.category)).toHaveFocus();
    expect(writes(sent)).toEqual([]);
  });

  it('creates a draft as soon as the seller types, moves to its address and then autosaves', async () => {
    const sent = serveApi({
      ...catalogue,
      'POST /api/drafts': (request) =>
        ok(
          draftReplySchema,
          { data: filledDraft({ fields: request.body as Draft['fields'], images: [] }) },
          201,
        ),
      'PUT /api/drafts/5': (request) =>
        ok(draftReplySchema, { data: filledDraft({ fields: request.body as Draft['fields'], images: [] }) }),
    });
    const ui = renderAt('/ad/create');
    const name = await screen.findByLabelText(adFormLabels.name);
    await ui.type(name, 'Велосипед');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ad/draft/5'));
    expect(writes(sent).filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(writes(sent)[0]).toMatchObject({ path: '/api/drafts', body: { name: 'В' } });
    // Same form, same input: nothing typed is lost when the address changes.
    expect(screen.getByLabelText(adFormLabels.name)).toHaveValue('Велосипед');
    expect(screen.getByLabelText(adFormLabels.name)).toHaveFocus();

    await waitFor(
      () =>
        expect(writes(sent).at(-1)).toMatchObject({
          method: 'PUT',
          path: '/api/drafts/5',
          body: { name: 'Велосипед' },
        }),
      { timeout: autosaveDelayMs * 3 },
    );
    expect(writes(sent).filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(await screen.findByText(messages.draftSaved)).toHaveAttribute('role', 'status');
  });

  it('says the draft is being saved while changes wait, and saves them at once when the seller leaves', async () => {
    const sent = serveApi({
      ...catalogue,
      'GET /api/drafts/5': ok(draftReplySchema, { data: filledDraft({ images: [] }) }),
      'PUT /api/drafts/5': (request) =>
        ok(draftReplySchema, { data: filledDraft({ fields: request.body as Draft['fields'], images: [] }) }),
    });
    const ui = renderAt('/ad/draft/5');
    const name = await screen.findByLabelText(adFormLabels.name);
    await ui.clear(name);
    await ui.type(name, 'Самокат');
    expect(screen.getByText(adFormLabels.draftSaving)).toBeInTheDocument();
    expect(writes(sent)).toEqual([]);

    cleanup();
    expect(writes(sent)).toMatchObject([{ method: 'PUT', path: '/api/drafts/5', body: { name: 'Самокат' } }]);
  });

  it('continues a draft with its category, subcategory and city shown once their lists have loaded', async () => {
    serveApi({ ...catalogue, 'GET /api/drafts/5': ok(draftReplySchema, { data: filledDraft() }) });
    renderAt('/ad/draft/5');
    await waitFor(() =>
      expect(screen.getByLabelText(adFormLabels.category)).toHaveDisplayValue('Электроника'),
    );
    expect(screen.getByLabelText(adFormLabels.subcategory)).toHaveDisplayValue('Телефоны');
    expect(screen.getByLabelText(adFormLabels.city)).toHaveDisplayValue(moscow.name);
  });

  it('builds the filters by type, sends them as filters[name] and maps a 422 on publish under the fields', async () => {
    const sent = serveApi({
      ...catalogue,
      'GET /api/drafts/5': ok(draftReplySchema, { data: filledDraft() }),
      'PUT /api/drafts/5': (request) =>
        ok(draftReplySchema, { data: filledDraft({ fields: request.body as Draft['fields'] }) }),
      'POST /api/drafts/5/publish': ok(
        validationErrorSchema,
        {
          message: messages.validationFailed,
          errors: {
            name: [messages.adNameShort],
            'filters.brand': [messages.adFilterInvalid],
            images: [messages.adImagesTooMany],
          },
        },
        422,
      ),
    });
    const ui = renderAt('/ad/draft/5');
    const brand = await screen.findByRole('combobox', { name: 'Бренд' });
    expect(within(brand).getByRole('option', { name: 'Apple' })).toBeInTheDocument();
    const memory = screen.getByRole('textbox', { name: 'Память, ГБ' });
    expect(memory).toHaveAttribute('inputmode', 'decimal');
    const delivery = screen.getByRole('checkbox', { name: 'С доставкой' });
    expect(screen.getByLabelText(adStatusLabels.used)).toBeChecked();

    await ui.selectOptions(brand, 'Apple');
    await ui.type(memory, '128');
    await ui.click(delivery);
    await ui.click(publishButton());

    await waitFor(() =>
      expect(writes(sent).map((request) => request.path)).toContain('/api/drafts/5/publish'),
    );
    const put = writes(sent).find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({
      filters: { brand: 'Apple', memory: 128, delivery: true },
      price: 50000,
      // Typed without choosing a suggestion: the city's centre.
      latitude: moscow.latitude,
      longitude: moscow.longitude,
    });
    expect(await screen.findByText(messages.adNameShort)).toBeInTheDocument();
    expect(screen.getByText(messages.adFilterInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.adImagesTooMany)).toBeInTheDocument();
    expect(brand).toHaveAccessibleDescription(messages.adFilterInvalid);
    expect(screen.getByLabelText(adFormLabels.name)).toHaveFocus();
    expect(screen.getByText(adFormLabels.addressCityFallback)).toBeInTheDocument();

    // The draft is kept, so fixing the fields saves it again.
    await ui.type(screen.getByLabelText(adFormLabels.name), ' mini');
    await waitFor(
      () => expect(writes(sent).at(-1)).toMatchObject({ method: 'PUT', body: { name: 'Айфон 13 mini' } }),
      { timeout: autosaveDelayMs * 3 },
    );
  });

  it('publishes a draft, tells the server message, goes to my ads and offers push', async () => {
    clearPushAsk();
    serveApi({
      ...catalogue,
      'GET /api/drafts/5': ok(draftReplySchema, { data: filledDraft() }),
      'PUT /api/drafts/5': ok(draftReplySchema, { data: filledDraft() }),
      'POST /api/drafts/5/publish': ok(
        adSavedReplySchema,
        { message: messages.adSentToModeration, data: myAd('moderation') },
        201,
      ),
    });
    const ui = renderAt('/ad/draft/5');
    await screen.findByRole('combobox', { name: 'Бренд' });
    await ui.click(publishButton());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/profile/ads?status=moderation'),
    );
    expect(toasts()).toContain(messages.adSentToModeration);
    expect(usePushAsk.getState().asked).toEqual({ reason: 'ad' });
  });

  it('sends no autosave once the draft is being published, nor after it is published and the form is left', async () => {
    let published = false;
    const sent = serveApi({
      ...catalogue,
      'GET /api/drafts/5': ok(draftReplySchema, { data: filledDraft() }),
      'PUT /api/drafts/5': (request) =>
        published
          ? failure(404, messages.draftNotFound)
          : ok(draftReplySchema, { data: filledDraft({ fields: request.body as Draft['fields'] }) }),
      // Slower than the autosave pause, as a publish on a busy server can be.
      'POST /api/drafts/5/publish': async () => {
        await passTime(autosaveDelayMs * 1.5);
        published = true;
        return ok(
          adSavedReplySchema,
          { message: messages.adSentToModeration, data: myAd('moderation') },
          201,
        );
      },
    });
    const ui = renderAt('/ad/draft/5');
    await screen.findByRole('combobox', { name: 'Бренд' });
    await ui.type(screen.getByLabelText(adFormLabels.name), ' mini');
    await ui.click(publishButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/ads'), {
      timeout: autosaveDelayMs * 3,
    });
    await passTime(autosaveDelayMs * 1.5);

    const paths = writes(sent).map((request) => `${request.method} ${request.path}`);
    expect(paths).toEqual(['PUT /api/drafts/5', 'POST /api/drafts/5/publish']);
    expect(writes(sent)[0]?.body).toMatchObject({ name: 'Айфон 13 mini' });
  });

  it('checks photos before sending: type, size and count', async () => {
    const sent = serveApi({
      ...catalogue,
      'GET /api/drafts/5': ok(draftReplySchema, { data: filledDraft() }),
    });
    const Xhr = stubXhr();
    const ui = renderAt('/ad/draft/5');
    const input = await screen.findByTestId('photo-input');

    await ui.upload(input, new File(['text'], 'notes.jpg', { type: 'text/plain' }));
    expect(await screen.findByText(messages.avatarNotImage)).toBeInTheDocument();

    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await ui.upload(input, big);
    expect(await screen.findByText(messages.adImageTooLarge)).toBeInTheDocument();

    const many = Array.from(
      { length: 10 },
      (_, index) => new File(['x'], `${index}.jpg`, { type: 'image/jpeg' }),
    );
    await ui.upload(input, many);
    expect(await screen.findByText(messages.adImagesTooMany)).toBeInTheDocument();
    // One photo is already there: nine of the ten go, one by one, each with its progress.
    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    expect(Xhr.sent[0]!.url).toBe('/api/drafts/5/images');
    act(() => Xhr.sent[0]!.progress(30, 100));
    expect(await screen.findByRole('progressbar', { name: adFormLabels.uploading(30) })).toBeInTheDocument();
    Xhr.sent[0]!.respond(200, { data: filledDraft({ images: [image(1), image(2)] }) });
    await waitFor(() => expect(Xhr.sent).toHaveLength(2));
    expect(screen.getByAltText(adFormLabels.photoAlt(2))).toBeInTheDocument();
    expect(writes(sent)).toEqual([]);
  });

  it('reorders photos: the cover first, with the buttons, saved with PUT images/order', async () => {
    const sent = serveApi({
      ...catalogue,
      'GET /api/drafts/5': ok(draftReplySchema, {
        data: filledDraft({ images: [image(1), image(2), image(3)] }),
      }),
      'PUT /api/drafts/5/images/order': ok(draftReplySchema, { data: filledDraft() }),
    });
    const ui = renderAt('/ad/draft/5');
    await screen.findByAltText(adFormLabels.photoAlt(3));
    expect(screen.getAllByText(adFormLabels.cover)).toHaveLength(1);

    await ui.click(screen.getAllByRole('button', { name: adFormLabels.makeCover })[1]!);
    await waitFor(() =>
      expect(writes(sent).at(-1)).toMatchObject({
        path: '/api/drafts/5/images/order',
        body: { image_ids: [3, 1, 2] },
      }),
    );
    await ui.click(
      screen.getByRole('button', { name: `${adFormLabels.moveRight}: ${adFormLabels.photoAlt(1)}` }),
    );
    await waitFor(() => expect(writes(sent).at(-1)?.body).toEqual({ image_ids: [1, 3, 2] }));

    // Dragging the last photo onto the first makes it the cover.
    const tiles = screen.getAllByRole('listitem');
    fireEvent.dragStart(tiles[2]!);
    fireEvent.dragOver(tiles[0]!);
    fireEvent.drop(tiles[0]!);
    await waitFor(() => expect(writes(sent).at(-1)?.body).toEqual({ image_ids: [2, 1, 3] }));
  });

  it('offers the selected city on a new ad and finds another by name or region from the keyboard', async () => {
    const khimki: City = { ...moscow, id: 3, name: 'Химки', region: 'Московская' };
    const novosibirsk: City = { ...moscow, id: 2, name: 'Новосибирск', region: 'Новосибирская' };
    const small = Array.from({ length: 12 }, (_, index) => ({
      ...moscow,
      id: 100 + index,
      name: `Посёлок ${index + 1}`,
      region: 'Тверская',
    }));
    useCityStore.setState({ city: khimki });
    const sent = serveApi({
      ...catalogue,
      'GET /api/cities': ok(citiesReplySchema, { data: [moscow, novosibirsk, khimki, ...small] }),
      'POST /api/drafts': (request) =>
        ok(draftReplySchema, { data: filledDraft({ fields: request.body as Draft['fields'] }) }, 201),
      'PUT /api/drafts/5': ok(draftReplySchema, { data: filledDraft() }),
    });
    const ui = renderAt('/ad/create');
    const city = screen.getByRole('combobox', { name: adFormLabels.city });
    await waitFor(() => expect(city).toHaveValue('Химки'));

    await ui.click(city);
    expect(cityOptions()).toHaveLength(10);
    await ui.clear(city);
    await ui.type(city, 'московская');
    expect(cityOptions().map((option) => option.textContent)).toEqual(['ХимкиМосковская']);
    await ui.clear(city);
    await ui.type(city, 'НОВО');
    await ui.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Новосибирск/ })).toHaveAttribute('aria-selected', 'true');
    await ui.keyboard('{Enter}');
    expect(city).toHaveValue('Новосибирск');
    expect(screen.queryByRole('listbox', { name: shellChrome.cityMatches })).not.toBeInTheDocument();
    // Enter chose the city: the form was not sent.
    expect(screen.queryByText(messages.adNameRequired)).not.toBeInTheDocument();

    await ui.type(city, 'Лондон');
    expect(screen.getByText(messages.cityNotFound)).toBeInTheDocument();
    await ui.keyboard('{Escape}');
    expect(screen.queryByText(messages.cityNotFound)).not.toBeInTheDocument();
    expect(city).toHaveValue('Новосибирск');

    await ui.type(screen.getByLabelText(adFormLabels.name), 'Велосипед');
    await waitFor(() => expect(writes(sent)[0]).toMatchObject({ path: '/api/drafts', body: { city_id: 2 } }));
  });

  it('suggests addresses from two characters, and a chosen one gives the point', async () => {
    const sent = serveApi({
      ...catalogue,
      'GET /api/drafts/5': ok(draftReplySchema, {
        data: filledDraft({ fields: { ...filledDraft().fields, address: '' } }),
      }),
      'GET /api/address/suggestions': ok(addressSuggestionsReplySchema, {
        data: [
          {
            value: 'г Москва, ул Тверская, д 7',
            data: {
              postal_code: null,
              region: 'Москва',
              city: 'Москва',
              street: 'Тверская',
              house: '7',
              geo_lat: '55.7601',
              geo_lon: '37.6141',
              fias_id: null,
            },
          },
        ],
      }),
      'PUT /api/drafts/5': ok(draftReplySchema, { data: filledDraft() }),
    });
    const ui = renderAt('/ad/draft/5');
    const address = await screen.findByRole('combobox', { name: adFormLabels.address });
    await ui.type(address, 'Т');
    await passTime(400);
    expect(sent.filter((request) => request.path === '/api/address/suggestions')).toEqual([]);

    await ui.type(address, 'в');
    await ui.click(await screen.findByRole('option', { name: 'г Москва, ул Тверская, д 7' }));
    const calls = sent.filter((request) => request.path === '/api/address/suggestions');
    expect(calls).toHaveLength(1);
    expect(decodeURIComponent(calls[0]!.search)).toBe('?query=Тв&city_id=1');
    expect(address).toHaveValue('г Москва, ул Тверская, д 7');
    expect(screen.getByText(adFormLabels.addressChosen)).toBeInTheDocument();
    await waitFor(
      () =>
        expect(writes(sent).at(-1)?.body).toMatchObject({
          address: 'г Москва, ул Тверская, д 7',
          latitude: 55.7601,
          longitude: 37.6141,
        }),
      { timeout: autosaveDelayMs * 3 },
    );
  });
});
