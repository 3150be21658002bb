import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RegenerateButton } from './regenerate-button';

const EXHAUSTED = 'You have used all your free questions. Please upgrade to continue.';

function renderButton(props: Partial<Parameters<typeof RegenerateButton>[0]> = {}) {
  const onRegenerate = jest.fn();
  renderWithProviders(
    <RegenerateButton
      onRegenerate={onRegenerate}
      busy={false}
      noQuestionsLeft={false}
      error={null}
      {...props}
    />,
  );
  return { onRegenerate, button: screen.getByRole('button', { name: 'Regenerate' }) };
}

describe('RegenerateButton', () => {
  it('regenerates on a click, and from the keyboard (Tab, then Enter or Space)', async () => {
    const user = userEvent.setup();
    const { onRegenerate, button } = renderButton();
    expect(button).toHaveAttribute('aria-disabled', 'false');
    expect(button).toHaveAccessibleDescription('Asks this question again for a new answer. Uses a question.');

    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onRegenerate).toHaveBeenCalledTimes(3);
  });

  it('does nothing while an answer is being written, and stays focusable', async () => {
    const user = userEvent.setup();
    const { onRegenerate, button } = renderButton({ busy: true });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveFocus();
    expect(onRegenerate).not.toHaveBeenCalled();
  });

  it('does nothing when no questions are left, and says why', async () => {
    const user = userEvent.setup();
    const { onRegenerate, button } = renderButton({ noQuestionsLeft: true });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('No questions left: regenerating an answer uses a question.');
    await user.click(button);
    expect(onRegenerate).not.toHaveBeenCalled();
  });

  it("shows a 402 refusal with the spec's upgrade message and a link to the plans", () => {
    renderButton({ error: { message: EXHAUSTED, upgrade: true } });
    expect(screen.getByRole('alert')).toHaveTextContent(EXHAUSTED);
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
  });

  it('shows any other refusal without the plans link', () => {
    renderButton({ error: { message: 'Only the latest answer can be regenerated.', upgrade: false } });
    expect(screen.getByRole('alert')).toHaveTextContent('Only the latest answer can be regenerated.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
