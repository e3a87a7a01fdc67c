import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { breadcrumbs, screenLabels } from '@mp/contract';
import { blogArticles } from '../pages/blog/content.ts';
import { renderRoutesAt } from './render-routes.test-util.tsx';

describe('the blog', () => {
  it('lists every article with its date and lead, and opens one by its link', async () => {
    const user = userEvent.setup();
    const router = renderRoutesAt('/blog');
    expect(
      await screen.findByRole('heading', { level: 1, name: screenLabels.blogTitle }),
    ).toBeInTheDocument();
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/blog/'));
    expect(links.map((link) => link.textContent)).toEqual(blogArticles.map((article) => article.title));

    const first = blogArticles[0]!;
    await user.click(screen.getByRole('link', { name: first.title }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/blog/${first.slug}`));
    expect(await screen.findByRole('heading', { level: 1, name: first.title })).toBeInTheDocument();
    for (const section of first.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: screenLabels.allArticles })).toHaveAttribute('href', '/blog');
  });

  it('answers an unknown article with the not-found page', async () => {
    renderRoutesAt('/blog/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: breadcrumbs.notFound })).toBeInTheDocument();
  });
});
