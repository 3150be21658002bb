import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/render-app';
import { seriousAxeViolations } from '../../testing/axe';
import { visitSignedIn, visitSignedOut } from '../../testing/site-session';

const cards = () => within(screen.getByRole('list', { name: 'Contact options' }));

describe('/contact', () => {
  it('shows four option cards, business hours and response times', async () => {
    visitSignedOut();
    renderApp('/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(document.title).toBe('Contact | BuildMentor');
    expect(
      cards()
        .getAllByRole('button')
        .map((card) => card.querySelector('.option-card__title')?.textContent),
    ).toEqual(['Technical Support', 'Feedback', 'Account Issues', 'Knowledge Bank Ideas']);
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    const hours = within(screen.getByRole('region', { name: 'Business Hours' }));
    expect(hours.getByText('Mon-Fri 9:00-5:00 AEST')).toBeInTheDocument();
    const times = hours
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(times).toEqual(['General support 24 h', 'Account issues 12 h', 'Urgent issues 4 h']);
  });

  it('opens the form for the chosen card, pre-filled with the signed-in email; Cancel returns to the cards', async () => {
    visitSignedIn('pat@firm.example');
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });

    const accounts = cards().getByRole('button', { name: /^Account Issues/ });
    await userEvent.click(accounts);

    expect(accounts).toHaveAttribute('aria-pressed', 'true');
    const form = screen.getByRole('region', { name: 'Account Issues' });
    expect(accounts).toHaveAttribute('aria-controls', form.id);
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('pat@firm.example');
    expect(within(form).getByRole('heading', { name: 'Account Issues' })).toHaveFocus();

    await userEvent.click(cards().getByRole('button', { name: /^Knowledge Bank Ideas/ }));
    expect(screen.getByRole('region', { name: 'Knowledge Bank Ideas' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account Issues' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How can we help?' })).toHaveFocus();
  });

  it('the cards work from the keyboard', async () => {
    visitSignedOut();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });

    cards()
      .getByRole('button', { name: /^Technical Support/ })
      .focus();
    await userEvent.keyboard('{Enter}');

    expect(screen.getByRole('region', { name: 'Technical Support' })).toBeInTheDocument();
  });

  it('has no serious accessibility violations with the form open', async () => {
    visitSignedIn();
    const { container } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await userEvent.click(cards().getByRole('button', { name: /^Technical Support/ }));
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
