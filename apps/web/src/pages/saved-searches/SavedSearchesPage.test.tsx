import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messageReplySchema,
  messages,
  savedSearchReplySchema,
  savedSearchSavedReplySchema,
  savedSearchesReplySchema,
  storageKeys,
  type SavedSearch,
} from '@mp/contract';
import { SaveSearchButton } from '../../features/saved-searches/index.ts';
import { failure, ok, serveApi, unreadable } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { SavedSearchesPage } from './SavedSearchesPage.tsx';

const search = (id: number, values: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  name: `Поиск ${id}`,
  notify: 'hourly',
  url: `/search/москва?search=поиск${id}`,
  query: `city_id%5B%5D=1&search=поиск${id}`,
  new_count: 0,
  visited_at: null,
  created_at: '2030-03-10T10:00:00.000Z',
  ...values,
});

const toasts = () => useToastStore.getState().toasts.map(({ message }) => message);
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;
const signIn = () => sessionStorage.setItem(storageKeys.token, 'session-token');

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('/profile/saved-searches', () => {
  it('lists the searches with their new ads; opening one marks it seen and goes to its search', async () => {
    signIn();
    const sent = serveApi({
      'GET /api/saved-searches': ok(savedSearchesReplySchema, {
        data: [search(2, { new_count: 5 }), search(1, { new_count: 150, notify: 'daily' })],
      }),
      'POST /api/saved-searches/2/visit': ok(savedSearchReplySchema, { data: search(2) }),
    });
    renderWithApp(<SavedSearchesPage />);
    expect(await screen.findByRole('link', { name: 'Поиск 2' })).toHaveAttribute(
      'href',
      '/search/москва?search=поиск2',
    );
    expect(within(rowOf('Поиск 2')).getByText('5 новых')).toBeInTheDocument();
    expect(within(rowOf('Поиск 1')).getByText('99+ новых')).toBeInTheDocument();
    expect(within(rowOf('Поиск 1')).getByText('Раз в день, одной сводкой')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Поиск 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search/москва?search=поиск2');
    await waitFor(() =>
      expect(sent.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/saved-searches/2/visit'),
    );
  });

  it('renames a search and changes how it notifies; an empty name is refused before sending', async () => {
    signIn();
    const sent = serveApi({
      'GET /api/saved-searches': ok(savedSearchesReplySchema, { data: [search(1)] }),
      'PUT /api/saved-searches/1': ok(savedSearchSavedReplySchema, {
        message: messages.savedSearchUpdated,
        data: search(1, { name: 'Велосипеды', notify: 'off' }),
      }),
    });
    renderWithApp(<SavedSearchesPage />);
    const ui = userEvent.setup();
    await ui.click(within(await screen.findByRole('listitem')).getByRole('button', { name: 'Изменить' }));
    const name = await screen.findByRole('textbox', { name: 'Название' });
    await ui.clear(name);
    await ui.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(messages.savedSearchNameRequired)).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);

    await ui.type(name, 'Велосипеды');
    await ui.click(screen.getByRole('radio', { name: 'Не присылать' }));
    await ui.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('link', { name: 'Велосипеды' })).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ name: 'Велосипеды', notify: 'off' });
    expect(screen.queryByRole('textbox', { name: 'Название' })).not.toBeInTheDocument();
    expect(toasts()).toContain(messages.savedSearchUpdated);
  });

  it('deletes a search and shows the empty state', async () => {
    signIn();
    const sent = serveApi({
      'GET /api/saved-searches': ok(savedSearchesReplySchema, { data: [search(1)] }),
      'DELETE /api/saved-searches/1': ok(messageReplySchema, { message: messages.savedSearchDeleted }),
    });
    renderWithApp(<SavedSearchesPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Удалить: Поиск 1' }));
    expect(await screen.findByText('Сохранённых поисков пока нет')).toBeInTheDocument();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toContain('DELETE /api/saved-searches/1');
  });

  it('says so when the list cannot be read', async () => {
    signIn();
    serveApi({ 'GET /api/saved-searches': unreadable(502) });
    renderWithApp(<SavedSearchesPage />);
    expect(await screen.findByText(messages.savedSearchesLoadError)).toBeInTheDocument();
  });
});

describe('«Сохранить поиск»', () => {
  const button = (
    <SaveSearchButton query="city_id%5B%5D=1&search=велосипед" defaultName="«велосипед» в Москве" />
  );

  it('sends a guest to sign in', async () => {
    const sent = serveApi({});
    renderWithApp(button, { path: '/search/москва?search=велосипед' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить поиск' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/authorization');
    expect(toasts()).toEqual([messages.savedSearchSignIn]);
    expect(sent).toEqual([]);
  });

  it('saves the page’s query under the name given, and shows the limit when it is reached', async () => {
    signIn();
    let saved = 0;
    const sent = serveApi({
      'POST /api/saved-searches': () =>
        ++saved === 1
          ? ok(savedSearchSavedReplySchema, { message: messages.savedSearchSaved, data: search(7) }, 201)
          : failure(409, messages.savedSearchesLimit),
    });
    renderWithApp(button);
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Сохранить поиск' }));
    const dialog = screen.getByRole('dialog', { name: 'Сохранить поиск' });
    expect(await within(dialog).findByRole('textbox', { name: 'Название' })).toHaveValue(
      '«велосипед» в Москве',
    );
    await ui.click(within(dialog).getByRole('radio', { name: 'Раз в день, одной сводкой' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0]?.body).toEqual({
      name: '«велосипед» в Москве',
      notify: 'daily',
      query: 'city_id%5B%5D=1&search=велосипед',
    });
    expect(toasts()).toContain(messages.savedSearchSaved);

    await ui.click(screen.getByRole('button', { name: 'Сохранить поиск' }));
    await ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toasts()).toContain(messages.savedSearchesLimit));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
