import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/render-app';
import { seriousAxeViolations } from '../../testing/axe';
import { visitSignedIn, visitSignedOut } from '../../testing/site-session';

const signedOut = () => visitSignedOut();
const signedIn = (email?: string) => visitSignedIn(email);

const FEATURE_TITLES = [
  'Standards & Code Compliance',
  'Knowledge Vault',
  'Chat Experience',
  'Workflow Guidance',
  'Partner Integration',
  'Multi-Discipline',
];

describe('/ (landing)', () => {
  it('signed out: header with Features, Pricing and Sign In; the default hero; Try Free Now', async () => {
    signedOut();
    renderApp('/');

    const hero = within(await screen.findByRole('region', { name: /^Construction guidance you can act on/ }));
    expect(hero.getByRole('link', { name: 'Try 3 Questions Free' })).toHaveAttribute('href', '/auth');
    expect(hero.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#features');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'BuildMentor home' })).toHaveAttribute('href', '/');
    expect(header.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(header.queryByRole('link', { name: 'Go to Chat' })).not.toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Knowledge Vault' })).not.toBeInTheDocument();
    const cta = within(screen.getByRole('region', { name: 'Ready to Get Expert Construction Guidance?' }));
    expect(cta.getByText('Start with 3 free questions. No credit card required.')).toBeInTheDocument();
    expect(cta.getByRole('link', { name: 'Try Free Now' })).toHaveAttribute('href', '/auth');
    expect(document.title).toBe('Home | BuildMentor');
  });

  it('signed in: Knowledge Vault, email badge, Go to Chat; Start Chatting Now; Start Asking Questions', async () => {
    signedIn('pat@firm.example');
    renderApp('/');

    const hero = within(await screen.findByRole('region', { name: /^Construction guidance you can act on/ }));
    expect(hero.getByRole('link', { name: 'Start Chatting Now' })).toHaveAttribute('href', '/chat');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Knowledge Vault' })).toHaveAttribute('href', '/knowledge');
    expect(header.getByRole('link', { name: 'Go to Chat' })).toHaveAttribute('href', '/chat');
    expect(header.getByText('pat@firm.example')).toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    const cta = within(screen.getByRole('region', { name: 'Ready to Get Expert Construction Guidance?' }));
    expect(cta.getByRole('link', { name: 'Start Asking Questions' })).toHaveAttribute('href', '/chat');
    // Not an admin (the server's check is not even answered here): no Admin link.
    expect(header.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('signed in as an admin (the server says so): an Admin link in the header, reachable by keyboard', async () => {
    visitSignedIn('admin@firm.com.au', { 'GET /api/admin/check-admin-status': { body: { is_admin: true } } });
    renderApp('/');

    const header = within(await screen.findByRole('banner'));
    const admin = await header.findByRole('link', { name: 'Admin' });
    expect(admin).toHaveAttribute('href', '/admin');
    const user = userEvent.setup();
    for (let i = 0; i < 10 && document.activeElement !== admin; i++) await user.tab();
    expect(admin).toHaveFocus();
  });

  it('signed in, the server says not an admin: no Admin link', async () => {
    const server = visitSignedIn('pat@firm.example', {
      'GET /api/admin/check-admin-status': { body: { is_admin: false } },
    });
    renderApp('/');

    await screen.findByRole('link', { name: 'Go to Chat' });
    await waitFor(() => expect(server.callsTo('GET /api/admin/check-admin-status')).toHaveLength(1));
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('picks the campaign variant from ?variant= and falls back to the default for an unknown one', async () => {
    signedOut();
    const first = renderApp('/?variant=partner-integration');
    expect(await screen.findByRole('link', { name: 'Access Partner Content' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(screen.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('verified partners');
    first.unmount();

    renderApp('/?variant=not-a-variant');
    expect(await screen.findByRole('link', { name: 'Try 3 Questions Free' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/construction guidance/i);
  });

  it('shows the six feature cards in the #features section', async () => {
    signedIn();
    renderApp('/');

    const features = await screen.findByRole('region', { name: /What BuildMentor does/ });
    expect(features).toHaveAttribute('id', 'features');
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(FEATURE_TITLES);
  });

  it('has the footer columns, their links and the 2025 copyright line', async () => {
    signedIn();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const footer = within(screen.getByRole('contentinfo'));
    const column = (name: string) =>
      within(footer.getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(column('Product')).toEqual([
      ['Features', '#features'],
      ['Pricing', '/pricing'],
      ['Try Free', '/auth'],
    ]);
    expect(column('Support')).toEqual([
      ['Help Center', '/help'],
      ['Contact', '/contact'],
      ['Feedback', '/feedback'],
    ]);
    expect(column('Legal')).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Partner Upload Policy', '/partner-upload-policy'],
    ]);
    expect(footer.getByText('© 2025 BuildMentor. All rights reserved.')).toBeInTheDocument();
  });

  it('keeps the variant switcher hidden', async () => {
    signedIn();
    renderApp('/?variant=knowledge-vault');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: 'Landing variant preview' })).not.toBeInTheDocument();
  });

  it('a footer link on another page leads back to the landing features', async () => {
    signedIn();
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    const footer = within(screen.getByRole('contentinfo'));
    await userEvent.click(footer.getByRole('link', { name: 'Features' }));

    expect(await screen.findByRole('region', { name: /What BuildMentor does/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(window.location.hash).toBe('#features');
  });

  it.each([
    ['signed out', signedOut],
    ['signed in', () => signedIn()],
  ])('has no serious accessibility violations (%s)', async (_, arrange) => {
    arrange();
    const { container } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
  it('header Menu button: shows the links folded on a phone, aria-expanded, Escape closes and refocuses it', async () => {
    signedIn();
    renderApp('/');
    const header = within(await screen.findByRole('banner'));
    const menu = header.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(menu.getAttribute('aria-controls')!);
    expect(panel).toContainElement(header.getByRole('link', { name: 'Pricing' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveClass('site-header__menu--open');

    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveClass('site-header__menu--open');
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveClass('site-header__menu--open');
    expect(menu).toHaveFocus();
  });
});
