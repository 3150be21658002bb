import { render, screen } from '@testing-library/react';
import { OFFLINE_NOTICE } from '@buildmentor/contracts/answer-parts';
import { v2Answer } from '../../../testing/fixtures';
import type { ChatMessage } from '../types';
import { MessageList } from './message-list';

const question = (id: string): ChatMessage => ({
  id,
  type: 'user',
  content: `Question ${id}?`,
  timestamp: '2026-11-29T05:00:00.000Z',
});

const answer = (id: string, generator: 'offline' | 'openai' | null | undefined): ChatMessage => ({
  id: `${id}:answer`,
  type: 'ai',
  content: 'Use a compliant membrane.',
  timestamp: '2026-11-29T05:00:01.000Z',
  // Recorded before issue 20: the notice inside the text and again in a callout.
  answer: v2Answer(
    { blocks: [{ type: 'callout', tone: 'warning', text: OFFLINE_NOTICE }] },
    { technical: `Use a compliant membrane.\n\n${OFFLINE_NOTICE}` },
  ),
  generator,
});

const notices = () => screen.queryAllByRole('note', { name: 'About these answers' });

describe('The offline answerer notice', () => {
  it('shows once per conversation, above its first answer, instead of inside every answer', () => {
    const { container } = render(
      <MessageList
        thinking={false}
        messages={[question('q1'), answer('q1', 'offline'), question('q2'), answer('q2', 'offline')]}
      />,
    );

    expect(notices()).toHaveLength(1);
    expect(notices()[0]!.closest('li')?.previousElementSibling).toHaveTextContent('Question q1?');
    expect(notices()[0]).toHaveTextContent('built-in offline answerer');
    expect(notices()[0]).toHaveTextContent('LLM_PROVIDER=openai');
    expect(notices()[0]).toHaveTextContent('Connecting a model');
    expect(container.textContent?.split('Offline answerer: this answer was composed')).toHaveLength(1);
    // The old answers' warning callout (a note too) is gone: the notice is the only note.
    expect(screen.getAllByRole('note')).toEqual(notices());
  });

  it('shows when any answer of the conversation is the offline answerer’s, above the first answer', () => {
    render(
      <MessageList
        thinking={false}
        messages={[question('q1'), answer('q1', 'openai'), question('q2'), answer('q2', 'offline')]}
      />,
    );

    expect(notices()).toHaveLength(1);
    expect(notices()[0]!.closest('li')?.nextElementSibling).toHaveTextContent('Use a compliant membrane.');
    expect(notices()[0]!.closest('li')?.previousElementSibling).toHaveTextContent('Question q1?');
  });

  it('is not shown when a model wrote the answers, or the answerer is not known', () => {
    render(
      <MessageList
        thinking={false}
        messages={[question('q1'), answer('q1', 'openai'), question('q2'), answer('q2', undefined)]}
      />,
    );

    expect(notices()).toHaveLength(0);
  });
});
