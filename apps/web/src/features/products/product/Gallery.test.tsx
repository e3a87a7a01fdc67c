import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productLabels } from '@mp/contract';
import { productDetail } from '../../../test/fixtures/products.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { Gallery } from './Gallery.tsx';

const name = productDetail.name;
const renderGallery = () => {
  renderWithApp(<Gallery images={productDetail.images} name={name} />);
  return userEvent.setup();
};
const viewer = async () => within(await screen.findByRole('dialog', { name }));

describe('the ad’s photos on the whole screen', () => {
  it('opens on the photo being shown, turns with the keys and gives the focus back when closed', async () => {
    const ui = renderGallery();
    await ui.click(screen.getByRole('button', { name: productLabels.nextPhoto }));
    const open = screen.getByRole('button', { name: productLabels.openPhoto });
    await ui.click(open);

    const dialog = await viewer();
    expect(dialog.getByRole('img', { name: /Фото 2 из 2/ })).toHaveAttribute(
      'src',
      '/storage/products/42/2-full.webp',
    );
    expect(dialog.getByRole('button', { name: productLabels.closePhoto })).toHaveFocus();
    await ui.keyboard('{ArrowRight}');
    expect(dialog.getByRole('img', { name: /Фото 1 из 2/ })).toBeInTheDocument();

    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    // The page's photo follows what was viewed.
    expect(screen.getByRole('img', { name: /Фото 1 из 2/ })).toBeInTheDocument();
  });

  it('zooms with two fingers and with a double tap, and a new photo starts whole', async () => {
    const ui = renderGallery();
    await ui.click(screen.getByRole('button', { name: productLabels.openPhoto }));
    const dialog = await viewer();
    const picture = () => dialog.getByRole('img', { name: /Фото/ }).parentElement as HTMLElement;
    const stage = picture().parentElement as HTMLElement;

    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 300, clientY: 100 });
    expect(picture()).toHaveAttribute('data-zoom', '2');
    fireEvent.pointerUp(stage, { pointerId: 2, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 100, clientY: 100 });
    expect(picture()).toHaveAttribute('data-zoom', '2');

    await ui.click(dialog.getByRole('button', { name: productLabels.nextPhoto }));
    expect(picture()).toHaveAttribute('data-zoom', '1');

    for (let tap = 0; tap < 2; tap++) {
      fireEvent.pointerDown(stage, { pointerId: 3, clientX: 50, clientY: 50 });
      fireEvent.pointerUp(stage, { pointerId: 3, clientX: 50, clientY: 50 });
    }
    expect(picture()).toHaveAttribute('data-zoom', '2.5');
  });

  it('turns the page with a swipe, which does not open the viewer', async () => {
    renderGallery();
    const open = screen.getByRole('button', { name: productLabels.openPhoto });
    fireEvent.pointerDown(open, { clientX: 300 });
    fireEvent.pointerUp(open, { clientX: 100 });
    fireEvent.click(open);
    await waitFor(() => expect(screen.getByRole('img', { name: /Фото 2 из 2/ })).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
