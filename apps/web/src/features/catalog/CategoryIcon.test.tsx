import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categories } from '../../test/fixtures/products.ts';
import { CategoryIcon } from './CategoryIcon.tsx';

const [electronics, auto] = categories;

describe('CategoryIcon', () => {
  it('draws the picture the catalogue names, with no text a missing font could turn into a box', () => {
    const { container } = render(<CategoryIcon category={{ ...electronics!, icon: 'smartphone' }} />);
    expect(container.querySelector('svg.lucide-smartphone')).not.toBeNull();
    expect(container.textContent).toBe('');
  });

  it('shows the initial for an icon it does not draw, such as an emoji left in an older catalogue', () => {
    for (const icon of ['📱', 'auto', 'toString']) {
      const { container, unmount } = render(<CategoryIcon category={{ ...auto!, icon }} />);
      expect(container.querySelector('svg')).toBeNull();
      expect(container.textContent).toBe('А');
      unmount();
    }
  });

  it('is hidden from screen readers, as the category name beside it says the same', () => {
    const { container } = render(<CategoryIcon category={electronics!} large />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
