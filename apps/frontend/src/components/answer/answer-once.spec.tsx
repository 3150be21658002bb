import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { AnswerBlock } from '@buildmentor/contracts';
import { OFFLINE_NOTICE } from '@buildmentor/contracts/answer-parts';
import { v2Answer } from '../../testing/fixtures';
import { AnswerCards } from './answer-cards';

/** How many times `text` appears in what the answer shows (its text, Markdown marks aside). */
function timesShown(container: HTMLElement, text: string): number {
  return (container.textContent ?? '').split(text).length - 1;
}

function renderAnswer(technical: string, blocks: AnswerBlock[], nextSteps = ['Book the inspection']) {
  return render(<AnswerCards answer={v2Answer({ blocks }, { technical, next_steps: nextSteps })} />);
}

describe('AnswerCards shows each piece of text once', () => {
  it('markdown: a block repeating the technical text, or one of its paragraphs, is not shown again', () => {
    const { container } = renderAnswer('Use a **compliant** membrane.\n\nFalls of 1:60 to the waste.', [
      { type: 'markdown', text: 'Use a **compliant** membrane.\n\nFalls of 1:60 to the waste.' },
      { type: 'markdown', text: 'Falls of 1:60 to the waste.' },
    ]);

    expect(timesShown(container, 'Use a compliant membrane.')).toBe(1);
    expect(timesShown(container, 'Falls of 1:60 to the waste.')).toBe(1);
  });

  it('list: the next steps show in their own card only; another list shows once', () => {
    const { container } = renderAnswer(
      'Text.',
      [
        { type: 'list', ordered: true, items: ['Confirm the zones', 'Book the inspection'] },
        { type: 'list', ordered: false, items: ['Check the membrane certificate'] },
      ],
      ['Confirm the zones', 'Book the inspection'],
    );

    expect(timesShown(container, 'Confirm the zones')).toBe(1);
    expect(timesShown(container, 'Book the inspection')).toBe(1);
    expect(within(screen.getByRole('region', { name: 'Next Steps' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(timesShown(container, 'Check the membrane certificate')).toBe(1);
  });

  it('code: a code block repeating fenced code of the text is not shown again', () => {
    const { container } = renderAnswer('Set it:\n\n```ini\nfall_ratio = 1:60\n```', [
      { type: 'code', language: 'ini', code: 'fall_ratio = 1:60' },
    ]);

    expect(timesShown(container, 'fall_ratio = 1:60')).toBe(1);
  });

  it('table: a table block repeating a GFM table of the text is not shown again', () => {
    const { container } = renderAnswer('| Area | Fall |\n| --- | --- |\n| Shower recess | 1:60 |', [
      {
        type: 'table',
        caption: '',
        headers: ['Area', 'Fall'],
        rows: [['Shower recess', '1:60']],
        dense: false,
      },
    ]);

    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(timesShown(container, 'Shower recess')).toBe(1);
  });

  it('callout: a callout repeating a paragraph of the text is not shown again', () => {
    const { container } = renderAnswer('Intro.\n\nReferences: AS 3740.', [
      { type: 'callout', tone: 'info', text: 'References: AS 3740.' },
      { type: 'callout', tone: 'tip', text: 'Photograph the membrane before tiling.' },
    ]);

    expect(timesShown(container, 'References: AS 3740.')).toBe(1);
    expect(timesShown(container, 'Photograph the membrane before tiling.')).toBe(1);
  });

  it('image: an image block repeating an image of the text is not shown again', () => {
    renderAnswer('![Shower plan](https://example.com/plan.png)', [
      { type: 'image', src: 'https://example.com/plan.png', alt: 'Shower plan', caption: '' },
    ]);

    expect(screen.getAllByRole('img', { name: 'Shower plan' })).toHaveLength(1);
  });

  it('other: a block of another kind repeating the text is not shown again', () => {
    const { container } = renderAnswer('Membrane to upturn 150 mm.', [
      { type: 'other', content: 'Membrane to upturn 150 mm.' },
      { type: 'other', content: 'Unrelated note.' },
    ]);

    expect(timesShown(container, 'Membrane to upturn 150 mm.')).toBe(1);
    expect(timesShown(container, 'Unrelated note.')).toBe(1);
  });

  it('a recorded old-style offline answer: body, checks, next steps once, and no in-card notice', () => {
    const body =
      'What the retrieved documents say:\n\n> Falls of 1:60 to the waste.\n>\n> [1] Spec notes, p. 4 (your document)\n\nGeneral guidance:\n\nUse a compliant membrane.';
    const recorded = v2Answer(
      {
        blocks: [
          { type: 'markdown', text: body },
          { type: 'list', ordered: false, items: ['Check the membrane certificate', 'Check the upturns'] },
          { type: 'list', ordered: true, items: ['Confirm the zones', 'Book the inspection'] },
          { type: 'callout', tone: 'info', text: 'References: AS 3740.' },
          { type: 'callout', tone: 'warning', text: OFFLINE_NOTICE },
        ],
      },
      { technical: `${body}\n\n${OFFLINE_NOTICE}`, next_steps: ['Confirm the zones', 'Book the inspection'] },
    );
    const { container } = render(<AnswerCards answer={recorded} />);

    for (const text of [
      'What the retrieved documents say:',
      'Falls of 1:60 to the waste.',
      '[1] Spec notes, p. 4 (your document)',
      'General guidance:',
      'Use a compliant membrane.',
      'Check the membrane certificate',
      'Check the upturns',
      'Confirm the zones',
      'Book the inspection',
      'References: AS 3740.',
    ])
      expect([text, timesShown(container, text)]).toEqual([text, 1]);
    expect(timesShown(container, 'Offline answerer')).toBe(0);
    expect(container.querySelector('blockquote')).toHaveTextContent('Falls of 1:60 to the waste.');
  });
});

describe('GFM tables in an answer', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('get the table toolbar: Copy puts the table tab separated on the clipboard', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAnswer(
      'Falls:\n\n| Area | Fall |\n| --- | --- |\n| Shower | 1:60 |\n| Floor **waste** | 1:80 |',
      [],
    );

    const grid = screen.getByRole('table');
    expect(grid).toHaveClass('answer-table__table');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });

    expect(writeText).toHaveBeenCalledWith('Area\tFall\nShower\t1:60\nFloor waste\t1:80');
    expect(screen.getByRole('status')).toHaveTextContent('Table copied to the clipboard');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
