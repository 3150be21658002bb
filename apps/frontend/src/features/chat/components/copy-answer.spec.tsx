import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerToMarkdown } from '@buildmentor/contracts/answer-markdown';
import { v2Answer } from '../../../testing/fixtures';
import { ChatMessage } from './chat-message';

const answered = (answer: unknown) => ({
  id: 'q-1:answer',
  type: 'ai' as const,
  content: 'text',
  timestamp: '2026-11-29T05:00:00.000Z',
  answer: answer as ReturnType<typeof v2Answer>,
});

describe('Copy as Markdown', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('is reached with the keyboard, copies the answer as Markdown and says so for 2 seconds', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const answer = v2Answer({
      blocks: [
        {
          type: 'table',
          caption: 'Falls',
          headers: ['Area', 'Fall'],
          rows: [['Shower', '1:60']],
          dense: false,
        },
      ],
    });
    render(
      <ol>
        <ChatMessage message={answered(answer)} />
      </ol>,
    );

    const button = screen.getByRole('button', { name: 'Copy as Markdown' });
    while (document.activeElement !== button) await user.tab();
    await user.keyboard('{Enter}');

    expect(writeText).toHaveBeenCalledWith(answerToMarkdown(answer));
    expect(writeText.mock.calls[0]?.[0]).toContain('| Shower | 1:60 |');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('Answer copied as Markdown')).toHaveAttribute('role', 'status');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy as Markdown' })).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <ol>
        <ChatMessage message={answered(v2Answer())} />
      </ol>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Copy as Markdown' }));

    expect(await screen.findByText('Could not copy the answer')).toBeInTheDocument();
  });

  it('is not offered for an answer that is not a V2 object', () => {
    render(
      <ol>
        <ChatMessage message={answered('just a string')} />
      </ol>,
    );

    expect(screen.getByText('Schema Error - V2 Required')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy as Markdown' })).not.toBeInTheDocument();
  });
});
