import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ChatSidebar } from './chat-sidebar';

function renderSidebar(extra: { onCompleteSetup?: () => void; showAdminLink?: boolean } = {}) {
  installFetch({ 'GET /api/chat/history': { body: { conversations: [] } } });
  const events: string[] = [];
  renderWithProviders(
    <ChatSidebar
      id="sidebar"
      open={false}
      userEmail="pat@firm.example"
      activeConversationId={null}
      planPanel={null}
      onNew={() => events.push('new')}
      onOpenConversation={() => events.push('open')}
      onOpenProfile={() => events.push('profile')}
      onSignOut={() => events.push('sign out')}
      onClose={() => events.push('close')}
      {...extra}
    />,
  );
  return { events, user: userEvent.setup() };
}

describe('ChatSidebar account links', () => {
  it('shows Complete Setup only while onboarding is not done (when the route passes its handler)', async () => {
    const { events, user } = renderSidebar({ onCompleteSetup: () => events.push('setup') });

    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await user.click(screen.getByRole('button', { name: 'Profile & Settings' }));

    expect(events).toEqual(['setup', 'profile']);
  });

  it('has no Complete Setup and no Admin Dashboard by default', () => {
    renderSidebar();

    expect(screen.queryByRole('button', { name: 'Complete Setup' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByText('pat@firm.example')).toBeInTheDocument();
  });

  it('signs out only after the confirmation', async () => {
    const { events, user } = renderSidebar({ showAdminLink: true });
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(events).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, sign out' }));

    expect(events).toEqual(['sign out']);
  });
});
