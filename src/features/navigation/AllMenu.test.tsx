import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

// the drawer's chunk: the first download fails (offline, or removed by a redeploy), later ones work
const chunk = vi.hoisted(() => ({ failuresLeft: 0 }));
vi.mock('./AllMenuDrawer', async (importOriginal) => {
  if (chunk.failuresLeft > 0) {
    chunk.failuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

describe("the 'All' drawer when its code cannot be downloaded", () => {
  it('keeps the page, says so, and opens the drawer on a later press', async () => {
    chunk.failuresLeft = 1;
    const { user, screen } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'All' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The menu could not be loaded. Please try again, or reload the page.',
    );
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Featured deals' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    const drawer = await screen.findByRole('dialog', { name: 'Browse the shop' }, { timeout: 5000 });
    expect(within(drawer).getByRole('link', { name: 'Electronics' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
