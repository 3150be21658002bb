import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompanyTypePicker } from './company-type-picker';

// jsdom cascades stylesheet rules in source order, so it sees the bug a browser shows when the
// base rule comes after the "checked" rule of equal specificity.
function loadStylesheet() {
  const style = document.createElement('style');
  style.textContent = readFileSync(join(__dirname, '../../styles/personalization.css'), 'utf8');
  document.head.appendChild(style);
  return () => style.remove();
}

function Harness() {
  const [value, setValue] = useState<string | null>(null);
  return <CompanyTypePicker value={value} onChange={setValue} />;
}

describe('CompanyTypePicker', () => {
  let unload: () => void;
  beforeEach(() => {
    unload = loadStylesheet();
  });
  afterEach(() => unload());

  it('shows the chosen company type as selected: checked radio and the highlighted card style', async () => {
    render(<Harness />);
    const [first, second] = screen.getAllByRole('radio');
    await userEvent.click(second!.closest('label')!);

    expect(second).toBeChecked();
    expect(first).not.toBeChecked();
    const chosen = second!.closest('label')!;
    const other = first!.closest('label')!;
    expect(chosen).toHaveClass('company-option--checked');
    // The "checked" rule must beat the base rule (same specificity, so it must come later).
    expect(getComputedStyle(chosen).getPropertyValue('background')).toBe('rgb(239, 246, 255)');
    expect(getComputedStyle(chosen).getPropertyValue('font-weight')).toBe('600');
    expect(getComputedStyle(other).getPropertyValue('background')).toBe('var(--color-surface)');
  });
});
