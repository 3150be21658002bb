import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { AnswerBlock } from '@buildmentor/contracts';
import { v2Answer } from '../../testing/fixtures';
import { AnswerCards } from './answer-cards';

const technical = () => screen.getByRole('region', { name: 'Technical Answer' });

function renderBlocks(blocks: AnswerBlock[]) {
  return render(<AnswerCards answer={v2Answer({ blocks })} />);
}

const table: AnswerBlock = {
  type: 'table',
  caption: 'Example classifications',
  headers: ['Region', 'Note'],
  rows: [
    ['A', 'Plain'],
    ['B', 'Has, comma and "quotes"'],
    ['C', '=SUM(A1)'],
  ],
  dense: true,
};

/** Reads a Blob in jsdom (which has FileReader but not always Blob.text). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('AnswerCards structured blocks', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('renders markdown with bullets and bold, and lists ordered or not', () => {
    renderBlocks([
      { type: 'markdown', text: 'Doors need **protection**.\n- First\n- Second' },
      { type: 'list', ordered: true, items: ['Step **one**', 'Step two'] },
      { type: 'list', ordered: false, items: ['Loose'] },
    ]);

    expect(within(technical()).getByText('protection').tagName).toBe('STRONG');
    const lists = technical().querySelectorAll('.answer-blocks ul, .answer-blocks ol');
    expect([...lists].map((list) => list.tagName)).toEqual(['UL', 'OL', 'UL']);
    expect(
      within(lists[1] as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Step one', 'Step two']);
  });

  it('renders code, callout, image and other blocks, with HTML as text', () => {
    const { container } = renderBlocks([
      { type: 'code', language: 'text', code: '<b>FRL</b> -/60/30' },
      { type: 'callout', tone: 'warning', text: 'Check the **test** evidence' },
      { type: 'image', src: '/favicon.svg', alt: 'Product icon', caption: 'An image' },
      { type: 'image', src: 'javascript:alert(1)', alt: 'Blocked', caption: '' },
      { type: 'other', content: { note: 'Unknown' } },
    ]);

    expect(container.querySelector('pre code')?.textContent).toBe('<b>FRL</b> -/60/30');
    expect(container.querySelector('b')).toBeNull();
    const note = screen.getByRole('note');
    expect(note).toHaveClass('callout--warning');
    expect(note).toHaveTextContent('Warning: Check the test evidence');
    expect(screen.getByRole('img', { name: 'Product icon' })).toHaveAttribute('src', '/favicon.svg');
    expect(screen.getByText('An image').tagName).toBe('FIGCAPTION');
    expect(screen.queryByRole('img', { name: 'Blocked' })).not.toBeInTheDocument();
    expect(container.querySelector('.answer-other')?.textContent).toContain('"note": "Unknown"');
  });

  it('renders a table with caption, headers, rows and dense spacing', () => {
    renderBlocks([table]);

    const grid = screen.getByRole('table', { name: 'Example classifications' });
    expect(grid).toHaveClass('answer-table__table--dense');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Region', 'Note']);
    expect(within(grid).getAllByRole('row')).toHaveLength(4);
  });

  it('copies the table tab separated and confirms for 2 seconds', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderBlocks([table]);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });

    expect(writeText).toHaveBeenCalledWith('Region\tNote\nA\tPlain\nB\tHas, comma and "quotes"\nC\t=SUM(A1)');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('exports the table as a CSV file with proper quoting', async () => {
    let exported: Blob | undefined;
    const createObjectURL = jest.fn((blob: Blob) => {
      exported = blob;
      return 'blob:table';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderBlocks([table]);

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(clicked).toEqual(['example-classifications.csv']);
    expect(exported?.type).toBe('text/csv;charset=utf-8');
    expect(await blobText(exported as Blob)).toBe(
      'Region,Note\r\nA,Plain\r\nB,"Has, comma and ""quotes"""\r\nC,\'=SUM(A1)\r\n',
    );
  });

  it("shows 'Schema Error - V2 Required' when the answer is not an object", () => {
    const { rerender } = render(<AnswerCards answer="just a string" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Schema Error - V2 Required');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    rerender(<AnswerCards answer={[1, 2]} />);
    expect(screen.getByText('Schema Error - V2 Required')).toBeInTheDocument();
    rerender(<AnswerCards answer={{ title: 'No response part' }} />);
    expect(screen.getByText('Schema Error - V2 Required')).toBeInTheDocument();
  });

  it('shows the answer title and summary with the cards', () => {
    render(<AnswerCards answer={v2Answer()} />);

    expect(
      screen.getByRole('heading', { name: 'Fire-rated doors in Class 2 buildings' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Doors to sole-occupancy units need an FRL of -/60/30.')).toBeInTheDocument();
  });
});
