import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../../../testing/axe';
import type { ContactType } from '../contact-types';
import { ContactForm } from './contact-form';

function renderForm(type: ContactType = 'support', props: Partial<Parameters<typeof ContactForm>[0]> = {}) {
  const openMail = jest.fn<void, [string]>();
  const onClose = jest.fn();
  const view = render(<ContactForm type={type} onClose={onClose} openMail={openMail} {...props} />);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { ...view, openMail, onClose, user };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    await user.type(field, value);
  }
}

const VALID = {
  Name: 'Pat Lee',
  Email: 'pat@firm.example',
  Subject: 'Cannot upload',
  Message: 'The PDF stops at 85%.',
};

describe('ContactForm', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has labelled fields; priority offers low, medium, high, urgent with medium chosen', () => {
    renderForm();

    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    }
    const priority = screen.getByRole('combobox', { name: 'Priority' });
    expect(priority).toHaveValue('medium');
    expect([...(priority as HTMLSelectElement).options].map((option) => [option.value, option.text])).toEqual(
      [
        ['low', 'Low'],
        ['medium', 'Medium'],
        ['high', 'High'],
        ['urgent', 'Urgent'],
      ],
    );
  });

  it('does not send with required fields missing: shows each error and focuses the first', async () => {
    const { user, openMail } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(openMail).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getByLabelText(/^Subject/)).toHaveAccessibleDescription('Please enter a subject.');
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription('Please enter your message.');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();

    await fill(user, { ...VALID, Email: 'pat@firm' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(openMail).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['support', 'Support Request: Cannot upload'],
    ['feedback', 'Feedback: Cannot upload'],
    ['accounts', 'Account Issue: Cannot upload'],
    ['knowledge', 'Knowledge Bank Ideas: Cannot upload'],
  ] as const)(
    '%s: opens the mailto to support with the prefixed subject and the full body',
    async (type, subject) => {
      const { user, openMail } = renderForm(type);
      await fill(user, VALID);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'urgent');

      await user.click(screen.getByRole('button', { name: 'Send Message' }));

      expect(openMail).toHaveBeenCalledTimes(1);
      const href = openMail.mock.calls[0]![0];
      expect(href.startsWith('mailto:support@buildmentor.example?')).toBe(true);
      const url = new URL(href);
      expect(url.searchParams.get('subject')).toBe(subject);
      expect(url.searchParams.get('body')).toBe(
        'Name: Pat Lee\r\nEmail: pat@firm.example\r\nSubject: Cannot upload\r\nPriority: Urgent\r\n\r\nMessage:\r\nThe PDF stops at 85%.',
      );
    },
  );

  it('confirms 1 s after opening the email app, with Close and Back to Form', async () => {
    const { user, openMail, onClose } = renderForm('accounts', { defaultEmail: 'pat@firm.example' });
    expect(screen.getByLabelText(/^Email/)).toHaveValue('pat@firm.example');
    await fill(user, { Name: 'Pat', Subject: 'Plan', Message: 'Upgrade did not apply.' });

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('button', { name: 'Opening email...' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByText('Your email is ready to send')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Your email is ready to send' })).toHaveFocus();
    expect(screen.getByText(/Account issues are answered within 12 h/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the message again' })).toHaveAttribute(
      'href',
      openMail.mock.calls[0]![0],
    );

    await user.click(screen.getByRole('button', { name: 'Back to Form' }));
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Plan');
    expect(screen.getByRole('heading', { name: 'Account Issues' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    act(() => jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(openMail).toHaveBeenCalledTimes(2);
  });

  it('states the reply time for urgent messages and for feedback', async () => {
    const { user } = renderForm('feedback');
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText(/Feedback is reviewed within 48 h/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Form' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'urgent');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText(/Urgent messages are answered within 4 h/)).toBeInTheDocument();
  });

  it('has no serious accessibility violations, with errors shown', async () => {
    jest.useRealTimers();
    const { container } = render(
      <ContactForm type="support" onClose={() => undefined} openMail={() => undefined} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
