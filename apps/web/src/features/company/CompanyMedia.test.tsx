import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  avatarMaxBytes,
  companyReplySchema,
  companySavedReplySchema,
  messages,
  settingsLabels,
  storageKeys,
  type CompanyDetail,
} from '@mp/contract';
import { ok, serveApi } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { CompanyMedia } from './CompanyMedia.tsx';
import { savedCompany } from '../../test/fixtures/companies.ts';

const saved = (company: CompanyDetail) => ok(companySavedReplySchema, { message: '', company });
const companyReply = (company: CompanyDetail | null) => ok(companyReplySchema, { company });
const toasts = () => useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }));
const image = (name: string, size = 1024, type = 'image/png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function renderMedia() {
  renderWithApp(<CompanyMedia />, { path: '/profile/settings' });
  await screen.findByLabelText(settingsLabels.uploadLogo);
  return userEvent.setup({ applyAccept: false });
}

beforeEach(() => {
  localStorage.setItem(storageKeys.token, 'session-token');
  useToastStore.setState({ toasts: [] });
});

describe('company media', () => {
  it('is not shown before the company is saved', async () => {
    const calls = serveApi({ 'GET /api/company': companyReply(null) });
    renderWithApp(<CompanyMedia />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByLabelText(settingsLabels.uploadLogo)).not.toBeInTheDocument();
  });

  it('checks the file before uploading: an image of at most 5 MB', async () => {
    const calls = serveApi({ 'GET /api/company': companyReply(savedCompany()) });
    const ui = await renderMedia();
    const input = screen.getByLabelText(settingsLabels.uploadLogo);
    await ui.upload(input, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(messages.avatarNotImage)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(messages.avatarNotImage);
    await ui.upload(input, image('big.png', avatarMaxBytes + 1));
    expect(await screen.findByText(messages.avatarTooLarge)).toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('uploads the logo as multipart with the bearer token and shows it', async () => {
    let authorization: string | null = null;
    const calls = serveApi({
      'GET /api/company': companyReply(savedCompany()),
      'POST /api/user/company/logo': (_sent, request) => {
        authorization = request.headers.get('authorization');
        return saved(savedCompany({ logo: '/storage/companies/1/logo.webp' }));
      },
    });
    const ui = await renderMedia();
    const file = image('logo.png');
    await ui.upload(screen.getByLabelText(settingsLabels.uploadLogo), file);
    expect(await screen.findByRole('img', { name: settingsLabels.logo })).toHaveAttribute(
      'src',
      '/storage/companies/1/logo.webp',
    );
    const upload = calls.find((call) => call.method === 'POST');
    expect(upload?.path).toBe('/api/user/company/logo');
    expect(authorization).toBe('Bearer session-token');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('logo')).toBe(file);
    expect(toasts()).toEqual([{ message: messages.companyLogoUpdated, type: 'success' }]);
  });

  it('adds photos up to ten and deletes one by its index', async () => {
    const calls = serveApi({
      'GET /api/company': companyReply(savedCompany({ images: ['/storage/c/1.webp'] })),
      'POST /api/user/company/images': saved(
        savedCompany({ images: ['/storage/c/1.webp', '/storage/c/2.webp', '/storage/c/3.webp'] }),
      ),
      'DELETE /api/user/company/images/1': saved(
        savedCompany({ images: ['/storage/c/1.webp', '/storage/c/3.webp'] }),
      ),
    });
    const ui = await renderMedia();
    const input = screen.getByLabelText(settingsLabels.addImages);
    await ui.upload(
      input,
      Array.from({ length: 10 }, (_, i) => image(`${i}.png`)),
    );
    expect(await screen.findByText(messages.companyImagesLimit)).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    const files = [image('2.png'), image('3.png')];
    await ui.upload(input, files);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect((calls[1]?.body as FormData).getAll('images[]')).toEqual(files);

    await ui.click(screen.getByRole('button', { name: `${settingsLabels.removeImage} 2` }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(calls[2]).toMatchObject({ method: 'DELETE', path: '/api/user/company/images/1' });
    expect(toasts().at(-1)).toEqual({ message: messages.companyImageDeleted, type: 'success' });
  });

  it('does not offer more photos once there are ten', async () => {
    const images = Array.from({ length: 10 }, (_, i) => `/storage/c/${i}.webp`);
    serveApi({ 'GET /api/company': companyReply(savedCompany({ images })) });
    await renderMedia();
    expect(screen.getByLabelText(settingsLabels.addImages)).toBeDisabled();
  });
});
