import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MultiSelect, type MultiSelectOption } from './multi-select';

const OPTIONS: MultiSelectOption[] = [
  { value: 'Commercial', label: 'Commercial', description: 'Offices and fit-outs.' },
  { value: 'Industrial', label: 'Industrial', description: 'Factories and warehouses.' },
  { value: 'Health', label: 'Health', description: 'Hospitals and clinics.' },
  { value: 'Residential', label: 'Residential' },
];

function Harness({ initial = [] as string[], maxHeight = 300 }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <MultiSelect
        label="Industry sectors"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        maxHeight={maxHeight}
        placeholder="Search sectors..."
      />
      <p>picked: {value.join(', ') || 'none'}</p>
      <button type="button">elsewhere</button>
    </>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return { user, input: screen.getByRole('combobox', { name: /Industry sectors/ }) };
}

const optionNames = () =>
  screen
    .queryAllByRole('option')
    .map((option) => option.querySelector('.multi-select__option-label')?.textContent);
const listbox = () => screen.getByRole('listbox', { hidden: true });

describe('MultiSelect', () => {
  it('is a combobox controlling a listbox, closed until focused', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-controls', listbox().id);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(input);

    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Industry sectors' })).toBeVisible();
    expect(optionNames()).toEqual(['Commercial', 'Industrial', 'Health', 'Residential']);
    expect(screen.getByRole('option', { name: /Industrial/ })).toHaveTextContent('Factories and warehouses.');
  });

  it('opens when the user types after closing it, and filters case-insensitively by substring', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'IAL');

    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Commercial', 'Industrial', 'Residential']);
    await user.clear(input);
    await user.type(input, 'eal');
    expect(optionNames()).toEqual(['Health']);
  });

  it('says so when nothing matches', async () => {
    const { user, input } = setup();

    await user.type(input, 'Airports');

    expect(screen.getByText('No options found for "Airports"')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('moves the highlight with the arrow keys, wrapping around both ends', async () => {
    const { user, input } = setup();
    await user.click(input);
    const highlighted = () =>
      document
        .getElementById(input.getAttribute('aria-activedescendant') ?? '')
        ?.querySelector('.multi-select__option-label')?.textContent;
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Commercial');
    expect(screen.getByRole('option', { name: /Commercial/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(highlighted()).toBe('Residential');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Commercial');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe('Residential');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe('Health');
  });

  it('starts from the last option when ArrowUp is pressed first', async () => {
    const { user, input } = setup();
    await user.click(input);

    await user.keyboard('{ArrowUp}{Enter}');

    expect(screen.getByText('picked: Residential')).toBeInTheDocument();
  });

  it('picks the highlighted option with Enter: it becomes a chip and leaves the suggestions', async () => {
    const { user, input } = setup();
    await user.type(input, 'h');

    await user.keyboard('{ArrowDown}{Enter}');

    expect(screen.getByText('picked: Health')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(screen.getByRole('list', { name: 'Selected: Industry sectors' })).getByText('Health'),
    ).toBeInTheDocument();
    expect(optionNames()).toEqual(['Commercial', 'Industrial', 'Residential']);
    expect(screen.getByText('(1 selected)')).toBeInTheDocument();
  });

  it('does nothing on Enter with no highlight (and never submits a form)', async () => {
    const submit = jest.fn((event: Event) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <Harness />
      </form>,
    );
    const input = screen.getByRole('combobox', { name: /Industry sectors/ });
    await user.click(input);

    await user.keyboard('{Enter}');

    expect(screen.getByText('picked: none')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('picks with the mouse without losing focus', async () => {
    const { user, input } = setup();
    await user.click(input);

    await user.click(screen.getByRole('option', { name: /Industrial/ }));

    expect(screen.getByText('picked: Industrial')).toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('removes a chip with its button', async () => {
    const { user, input } = setup({ initial: ['Commercial', 'Health'] });

    await user.click(screen.getByRole('button', { name: 'Remove Commercial' }));

    expect(screen.getByText('picked: Health')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Commercial' })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(optionNames()).toContain('Commercial');
  });

  it('closes with Escape, keeping what was typed', async () => {
    const { user, input } = setup();
    await user.type(input, 'com');

    await user.keyboard('{Escape}');

    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('com');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes 150 ms after the field loses focus', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: /Industry sectors/ });
    await user.click(input);

    act(() => input.blur());
    act(() => jest.advanceTimersByTime(149));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));

    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when focus comes back within 150 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: /Industry sectors/ });
    await user.click(input);

    act(() => input.blur());
    act(() => jest.advanceTimersByTime(100));
    act(() => input.focus());
    act(() => jest.advanceTimersByTime(200));

    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('caps the list at the given height', async () => {
    const { user, input } = setup({ maxHeight: 400 });
    await user.click(input);

    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '400px' });
  });
});
