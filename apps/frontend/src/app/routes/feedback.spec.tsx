import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/render-app';
import { seriousAxeViolations } from '../../testing/axe';
import { visitSignedIn, visitSignedOut } from '../../testing/site-session';

const cards = () => within(screen.getByRole('list', { name: 'Feedback types' }));

describe('/feedback', () => {
  it('shows four feedback cards, mailto quick links, review times and Recent Improvements', async () => {
    visitSignedOut();
    renderApp('/feedback');

    expect(await screen.findByRole('heading', { level: 1, name: 'Share Your Feedback' })).toBeInTheDocument();
    expect(document.title).toBe('Feedback | BuildMentor');
    expect(
      cards()
        .getAllByRole('button')
        .map((card) => card.querySelector('.option-card__title')?.textContent),
    ).toEqual(['General Feedback', 'Bug Report', 'Feature Request', 'Content Suggestion']);
    const links = within(screen.getByRole('region', { name: 'Email Us Directly' }));
    expect(
      links
        .getAllByRole('link')
        .map((link) => new URL(link.getAttribute('href')!).searchParams.get('subject')),
    ).toEqual([
      'Feedback: General Feedback',
      'Feedback: Bug Report',
      'Feedback: Feature Request',
      'Feedback: Content Suggestion',
    ]);
    for (const link of links.getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^mailto:support@buildmentor\.example\?/);
    expect(links.getByText(/Feedback reviewed within/)).toHaveTextContent('48 h');
    expect(links.getByText(/Bug reports reviewed within/)).toHaveTextContent('24 h');
    const improvements = within(screen.getByRole('region', { name: 'Recent Improvements' }));
    expect(improvements.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('each card opens the contact form with type feedback: the subject starts with Feedback', async () => {
      // The browser's mail handler is jsdom's unimplemented navigation; what matters is the link.
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      visitSignedIn('pat@firm.example');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderApp('/feedback');
      await screen.findByRole('heading', { level: 1, name: 'Share Your Feedback' });

      await user.click(cards().getByRole('button', { name: /^Bug Report/ }));
      const form = within(screen.getByRole('region', { name: 'Bug Report' }));
      expect(form.getByLabelText(/^Subject/)).toHaveValue('Bug Report');
      expect(form.getByLabelText(/^Email/)).toHaveValue('pat@firm.example');
      await user.type(form.getByLabelText(/^Name/), 'Pat');
      await user.type(form.getByLabelText(/^Message/), 'Export CSV gives an empty file.');
      await user.click(form.getByRole('button', { name: 'Send Message' }));
      act(() => jest.advanceTimersByTime(1000));

      const again = screen.getByRole('link', { name: 'Open the message again' });
      const url = new URL(again.getAttribute('href')!);
      expect(url.searchParams.get('subject')).toBe('Feedback: Bug Report');
      expect(url.searchParams.get('body')).toContain('Message:\r\nExport CSV gives an empty file.');
      expect(screen.getByText(/Bug reports are reviewed within 24 h/)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('region', { name: 'Bug Report' })).not.toBeInTheDocument();
    });
  });

  it('has no serious accessibility violations with the form open', async () => {
    visitSignedIn();
    const { container } = renderApp('/feedback');
    await screen.findByRole('heading', { level: 1, name: 'Share Your Feedback' });
    await userEvent.click(cards().getByRole('button', { name: /^Feature Request/ }));
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
