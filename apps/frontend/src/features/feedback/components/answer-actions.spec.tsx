import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { installFetch, problem } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AnswerActions } from './answer-actions';

const THANKS =
  'Thank you for your feedback! Your input helps improve BuildMentor and is stored for our development team review.';
const SORRY = 'Sorry, there was an issue submitting your feedback. Please try again.';

function renderActions() {
  renderWithProviders(<AnswerActions messageId="q-1:answer" conversationId="conv-1" />);
  return userEvent.setup();
}

describe('AnswerActions feedback', () => {
  it('sends a thumbs-down with its comment and shows the success alert', async () => {
    const server = installFetch({
      'POST /api/chat/feedback': { body: { success: true, id: 'f1', message: THANKS, position: 9 } },
    });
    const user = renderActions();

    await user.click(screen.getByRole('button', { name: 'Not helpful' }));
    const dialog = screen.getByRole('dialog', { name: 'What could be better?' });
    expect(within(dialog).getByLabelText('Your comment')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Your comment'), '  Missing the clause number  ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(THANKS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('POST /api/chat/feedback')[0]?.body).toEqual({
      message_id: 'q-1:answer',
      feedback_type: 'negative',
      comment: 'Missing the clause number',
      session_id: 'conv-1',
    });
    expect(screen.getByRole('button', { name: 'Not helpful' })).toHaveFocus();
  });

  it('keeps the sent thumb pressed after sending, and after the answer is drawn again', async () => {
    installFetch({
      'POST /api/chat/feedback': { body: { success: true, id: 'f1', message: THANKS, position: 9 } },
    });
    const { queryClient, unmount } = renderWithProviders(
      <AnswerActions messageId="q-1:answer" conversationId="conv-1" />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Helpful' }));
    await user.type(screen.getByLabelText('Your comment'), 'Clear answer');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await screen.findByRole('alert');

    expect(screen.getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'false');

    // The chat draws the answer again (conversation switch, list re-render): same session cache.
    unmount();
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <AnswerActions messageId="q-1:answer" conversationId="conv-1" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('does not press a thumb when sending fails', async () => {
    installFetch({ 'POST /api/chat/feedback': problem(500, 'internal', 'down') });
    const user = renderActions();

    await user.click(screen.getByRole('button', { name: 'Not helpful' }));
    await user.type(screen.getByLabelText('Your comment'), 'Wrong clause');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SORRY);
    expect(screen.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('does not submit an empty comment', async () => {
    const server = installFetch({});
    const user = renderActions();

    await user.click(screen.getByRole('button', { name: 'Helpful' }));
    await user.type(screen.getByLabelText('Your comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(screen.getByText('Please enter a comment before submitting.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('shows the failure alert when the server refuses', async () => {
    installFetch({ 'POST /api/chat/feedback': problem(500, 'internal', 'down') });
    const user = renderActions();

    await user.click(screen.getByRole('button', { name: 'Helpful' }));
    await user.type(screen.getByLabelText('Your comment'), 'Clear answer');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SORRY);
  });

  it('closes on Escape and keeps Tab inside the dialog', async () => {
    installFetch({});
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: 'Helpful' }));

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Your comment')).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Helpful' })).toHaveFocus();
  });
});

describe('AnswerActions contribution', () => {
  it('sends a contribution with the credit opt-in and shows the success alert', async () => {
    const server = installFetch({
      'POST /api/chat/contribution': {
        body: {
          success: true,
          id: 'c1',
          message: 'Thank you! Your contribution has been sent for review.',
          position: 4,
        },
      },
    });
    const user = renderActions();

    await user.click(screen.getByRole('button', { name: 'Contribute knowledge' }));
    await user.type(
      screen.getByLabelText('What would you add to this answer?'),
      'AS 1905.1 also needs the tag.',
    );
    await user.click(screen.getByRole('checkbox', { name: /Credit me/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Contribution' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Thank you! Your contribution has been sent for review.',
    );
    expect(server.callsTo('POST /api/chat/contribution')[0]?.body).toEqual({
      message_id: 'q-1:answer',
      contribution_text: 'AS 1905.1 also needs the tag.',
      opt_in_credit: true,
      session_id: 'conv-1',
    });
    expect(screen.queryByLabelText('What would you add to this answer?')).not.toBeInTheDocument();
  });

  it('does not submit empty text, and shows the failure alert when the server refuses', async () => {
    let called = 0;
    installFetch({
      'POST /api/chat/contribution': () => {
        called += 1;
        return problem(500, 'internal', 'down');
      },
    });
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: 'Contribute knowledge' }));

    await user.click(screen.getByRole('button', { name: 'Submit Contribution' }));
    expect(screen.getByText('Please enter your contribution before submitting.')).toBeInTheDocument();
    expect(called).toBe(0);

    await user.type(screen.getByLabelText('What would you add to this answer?'), 'Something');
    await user.click(screen.getByRole('button', { name: 'Submit Contribution' }));
    await waitFor(() => expect(called).toBe(1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, there was an issue submitting your contribution. Please try again.',
    );
  });
});
