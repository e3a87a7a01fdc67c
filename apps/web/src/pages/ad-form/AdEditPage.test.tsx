import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  adFormLabels,
  deliveryLabels,
  messages,
  parcelSizeText,
  myAdsLabels,
  screenLabels,
  storageKeys,
  type MyAd,
  type OwnAdDetail,
  adSavedReplySchema,
  messageReplySchema,
  ownAdDetailReplySchema,
  categoriesReplySchema,
  citiesReplySchema,
  filtersReplySchema,
} from '@mp/contract';
import { ok, serveApi } from '../../test/api.ts';
import { LocationProbe, testQueryClient } from '../../test/render.tsx';
import { categories, phoneFilters, productCard, productDetail } from '../../test/fixtures/products.ts';
import { clearPushAsk, usePushAsk } from '../../features/push/ask.ts';
import { AdEditPage } from './AdEditPage.tsx';

const phone: OwnAdDetail = {
  ...productDetail,
  category_id: 1,
  subcategory_id: 11,
  // Display text only: the form reads the raw `filters`.
  attributes: [{ name: 'memory', label: 'Память', value: '128 ГБ' }],
  status: 'active',
  filters: { brand: 'Apple', memory: 128, delivery: true },
  expires_at: '2030-01-01T00:00:00.000Z',
  rejection_reason: null,
};
const reason = 'Фото не соответствует товару';
const rejected: OwnAdDetail = { ...phone, status: 'rejected', expires_at: null, rejection_reason: reason };

const savedReply = (status: MyAd['status']) => ({
  message: status === 'active' ? messages.adUpdated : messages.adSentToModeration,
  data: {
    ...productCard(42),
    status,
    views: 1,
    favourites: 0,
    expires_at: null,
    vip_until: null,
    rejection_reason: null,
    actions: [],
    can_appeal: false,
  },
});

const catalogue = {
  'GET /api/categories': ok(categoriesReplySchema, { data: categories }),
  'GET /api/cities': ok(citiesReplySchema, { data: [phone.city] }),
  'GET /api/filters': ok(filtersReplySchema, { data: phoneFilters }),
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/ad/edit/:id', element: <AdEditPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => localStorage.setItem(storageKeys.token, 'session-token'));
afterEach(() => vi.unstubAllGlobals());

describe('ad edit page', () => {
  it('loads the seller’s own ad, prefills the filters from their raw values and saves with PATCH', async () => {
    clearPushAsk();
    const sent = serveApi({
      'GET /api/user/products/42': ok(ownAdDetailReplySchema, { data: phone }),
      ...catalogue,
      'PATCH /api/products/42': ok(adSavedReplySchema, savedReply('active')),
    });
    const ui = renderAt('/ad/edit/42');
    const price = await screen.findByLabelText(adFormLabels.price);
    expect(price).toHaveValue('12500');
    expect(screen.getByText(adFormLabels.states.active)).toBeInTheDocument();
    expect(screen.queryByText(`${myAdsLabels.rejectionReason}:`)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Бренд' })).toHaveValue('Apple');
    expect(screen.getByRole('textbox', { name: 'Память, ГБ' })).toHaveValue('128');
    expect(screen.getByRole('checkbox', { name: 'С доставкой' })).toBeChecked();
    expect(screen.getByText(adFormLabels.addressChosen)).toBeInTheDocument();

    await ui.clear(price);
    await ui.type(price, '11 000');
    await ui.click(screen.getByRole('button', { name: adFormLabels.save }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/ads'));
    const patch = sent.find((request) => request.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      price: 11000,
      filters: { brand: 'Apple', memory: 128, delivery: true },
      latitude: phone.latitude,
      longitude: phone.longitude,
    });
    // The public ad page's endpoint (active ads only) is not used.
    const reads = sent.filter((request) => request.method === 'GET').map((request) => request.path);
    expect(reads).not.toContain('/api/products/42');
    // Editing is not publishing a first ad: no push is offered.
    expect(usePushAsk.getState().asked).toBeNull();
  });

  it('shows the ad’s category, subcategory and city once their lists have loaded', async () => {
    serveApi({
      'GET /api/user/products/42': ok(ownAdDetailReplySchema, { data: phone }),
      ...catalogue,
    });
    renderAt('/ad/edit/42');
    await waitFor(() =>
      expect(screen.getByLabelText(adFormLabels.category)).toHaveDisplayValue('Электроника'),
    );
    expect(screen.getByLabelText(adFormLabels.subcategory)).toHaveDisplayValue('Телефоны');
    expect(screen.getByLabelText(adFormLabels.city)).toHaveDisplayValue(phone.city.name);
  });

  it('edits a rejected ad: shows its state and the moderator’s reason, and sends it to moderation', async () => {
    const sent = serveApi({
      'GET /api/user/products/42': ok(ownAdDetailReplySchema, { data: rejected }),
      ...catalogue,
      'PATCH /api/products/42': ok(adSavedReplySchema, savedReply('moderation')),
    });
    const ui = renderAt('/ad/edit/42');
    const name = await screen.findByLabelText(adFormLabels.name);
    expect(screen.getByText(adFormLabels.states.rejected)).toBeInTheDocument();
    expect(screen.getByText(`${myAdsLabels.rejectionReason}:`).parentElement).toHaveTextContent(reason);
    expect(screen.getByRole('combobox', { name: 'Бренд' })).toHaveValue('Apple');

    await ui.clear(name);
    await ui.type(name, 'Смартфон Apple iPhone 13 mini');
    await ui.click(screen.getByRole('button', { name: adFormLabels.save }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/profile/ads?status=moderation'),
    );
    const patch = sent.find((request) => request.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      name: 'Смартфон Apple iPhone 13 mini',
      filters: { brand: 'Apple', memory: 128, delivery: true },
    });
  });

  it('asks a service only its price «от»: no condition or stock shown or checked (record 0111)', async () => {
    const services = {
      id: 7,
      name: 'Услуги',
      slug: 'services',
      icon: 'wrench',
      subcategories: [{ id: 71, category_id: 7, name: 'Уборка', slug: 'cleaning' }],
    };
    const cleaning: OwnAdDetail = {
      ...phone,
      kind: 'service',
      category_id: 7,
      subcategory_id: 71,
      filters: {},
    };
    const sent = serveApi({
      'GET /api/user/products/42': ok(ownAdDetailReplySchema, { data: cleaning }),
      ...catalogue,
      'GET /api/categories': ok(categoriesReplySchema, { data: [...categories, services] }),
      'GET /api/filters': ok(filtersReplySchema, { data: [] }),
      'PATCH /api/products/42': ok(adSavedReplySchema, savedReply('active')),
    });
    const ui = renderAt('/ad/edit/42');
    const price = await screen.findByLabelText(adFormLabels.servicePrice);
    expect(price).toHaveValue('12500');
    expect(screen.queryByLabelText(adFormLabels.quantity)).not.toBeInTheDocument();
    expect(screen.queryByText(adFormLabels.condition)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: deliveryLabels.formOffer })).not.toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: adFormLabels.save }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/ads'));
    const patch = sent.find((request) => request.method === 'PATCH');
    expect(patch?.body).toMatchObject({ price: 12500, category_id: 7, subcategory_id: 71 });
  });

  it('offers «Доставка» for goods: the box and weight, checked against the box before anything is sent', async () => {
    const sent = serveApi({
      'GET /api/user/products/42': ok(ownAdDetailReplySchema, { data: phone }),
      ...catalogue,
      'PATCH /api/products/42': ok(adSavedReplySchema, savedReply('active')),
    });
    const ui = renderAt('/ad/edit/42');
    const offer = await screen.findByRole('checkbox', { name: deliveryLabels.formOffer });
    expect(offer).toBeChecked();
    expect(screen.getByRole('radio', { name: parcelSizeText('L') })).toBeChecked();
    const weight = screen.getByLabelText(deliveryLabels.formWeight);
    expect(weight).toHaveValue('14.5');

    await ui.click(screen.getByRole('radio', { name: parcelSizeText('S') }));
    await ui.click(screen.getByRole('button', { name: adFormLabels.save }));
    expect(await screen.findByText(messages.parcelTooHeavy('S'))).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'PATCH')).toBe(false);

    await ui.clear(weight);
    await ui.type(weight, '1,5');
    await ui.click(screen.getByRole('checkbox', { name: deliveryLabels.formInPerson }));
    await ui.click(screen.getByRole('button', { name: adFormLabels.save }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/ads'));
    expect(sent.find((request) => request.method === 'PATCH')?.body).toMatchObject({
      delivery_available: true,
      parcel_size: 'S',
      weight_kg: 1.5,
      handover_in_person: false,
    });
  });

  it('sends no parcel once the seller stops offering delivery, and hides its questions', async () => {
    const sent = serveApi({
      'GET /api/user/products/42': ok(ownAdDetailReplySchema, { data: phone }),
      ...catalogue,
      'PATCH /api/products/42': ok(adSavedReplySchema, savedReply('active')),
    });
    const ui = renderAt('/ad/edit/42');
    await ui.click(await screen.findByRole('checkbox', { name: deliveryLabels.formOffer }));
    expect(screen.queryByLabelText(deliveryLabels.formWeight)).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: adFormLabels.save }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/ads'));
    const body = sent.find((request) => request.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ delivery_available: false, handover_in_person: true });
    expect(body.parcel_size).toBeUndefined();
    expect(body.weight_kg).toBeUndefined();
  });

  it('shows the not-found view for a missing ad', async () => {
    serveApi({
      'GET /api/user/products/404': ok(messageReplySchema, { message: messages.productNotFound }, 404),
    });
    renderAt('/ad/edit/404');
    expect(await screen.findByText(screenLabels.notFoundHint)).toBeInTheDocument();
  });

  it('shows the server refusal for another user’s ad', async () => {
    serveApi({ 'GET /api/user/products/43': ok(messageReplySchema, { message: messages.forbidden }, 403) });
    renderAt('/ad/edit/43');
    expect(await screen.findByText(messages.forbidden)).toBeInTheDocument();
  });
});
