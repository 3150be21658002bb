import { fireEvent, screen, within } from '@testing-library/react';
import { storeSession } from '../testing/fixtures';
import { installFetch } from '../testing/fetch-mock';
import { renderApp } from '../testing/render-app';

// Each route's code is a chunk loaded on first visit: this file opens /help and then /terms for
// the first time, so both suspend (no other test in this file loads them first).
describe('RootLayout while a page loads', () => {
  it('boots behind the full-screen loading view, then a navigation keeps the header with a spinner and retitles at once', async () => {
    installFetch({});
    storeSession();

    renderApp('/help');

    // Booting: the session is restored, the first page's code is still on its way.
    expect(screen.getByRole('status')).toHaveTextContent('Loading BuildMentor...');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(document.title).toBe('Help Centre | BuildMentor');
    expect(await screen.findByRole('heading', { level: 1, name: /Help/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Terms of Service' }));

    // Navigating: not blank, not the boot view; the title is already the new route's.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading page');
    expect(screen.queryByText('Loading BuildMentor...')).not.toBeInTheDocument();
    expect(document.title).toBe('Terms of Service | BuildMentor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(document.title).toBe('Terms of Service | BuildMentor');
  });
});
