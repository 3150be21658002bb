import { render, screen, within } from '@testing-library/react';
import { v2Answer } from '../../testing/fixtures';
import { AnswerCard } from './answer-card';
import { AnswerCards } from './answer-cards';

const card = (title: string) => screen.getByRole('region', { name: title });

describe('AnswerCards', () => {
  it('shows the technical, mentoring and next-steps cards', () => {
    render(<AnswerCards answer={v2Answer()} />);

    expect(screen.getAllByRole('region').map((region) => region.getAttribute('class'))).toEqual([
      'answer-card answer-card--technical',
      'answer-card answer-card--mentoring',
      'answer-card answer-card--next-steps',
    ]);
    expect(within(card('Technical Answer')).getByText(/self-closing/)).toBeInTheDocument();
    expect(within(card('Mentoring Insight')).getByText('Check the certifier early.')).toBeInTheDocument();
    const steps = within(card('Next Steps')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Confirm the building class',
      'Specify the door set',
    ]);
    expect(within(card('Next Steps')).getByRole('list').tagName).toBe('OL');
  });

  it('titles the answer with the card icon set, never the emoji glyph', () => {
    const answer = v2Answer();
    const { container } = render(
      <AnswerCards answer={{ ...answer, meta: { ...answer.meta, emoji: '🔥' } }} />,
    );

    const title = screen.getByRole('heading', { level: 3, name: 'Fire-rated doors in Class 2 buildings' });
    expect(title.textContent).toBe('Fire-rated doors in Class 2 buildings');
    expect(container).not.toHaveTextContent('🔥');
    const icon = title.querySelector('svg');
    expect(icon).toHaveClass('answer__title-icon');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders paragraphs, "- " bullets and **bold**', () => {
    render(
      <AnswerCards
        answer={v2Answer(
          {},
          {
            technical:
              'Intro line\nsecond line\n\nUse a **self-closing** door.\n- FRL -/60/30\n- Smoke **seals**',
          },
        )}
      />,
    );

    const technical = card('Technical Answer');
    const paragraphs = technical.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toHaveTextContent('Intro line second line');
    expect(within(technical).getByText('self-closing').tagName).toBe('STRONG');
    const bullets = within(technical).getAllByRole('listitem');
    expect(bullets.map((item) => item.textContent)).toEqual(['FRL -/60/30', 'Smoke seals']);
    expect(within(bullets[1] as HTMLElement).getByText('seals').tagName).toBe('STRONG');
    expect(technical).not.toHaveTextContent('**');
  });

  it('renders quotes, headings, code and numbered lists as Markdown, not as raw marks', () => {
    render(
      <AnswerCards
        answer={v2Answer(
          {},
          {
            technical:
              '### Fire doors\n\n> Section 7 of the specification applies.\n>\n> [1] Spec notes, p. 4\n\n1. Measure\n2. Fit `FD30` seals',
          },
        )}
      />,
    );

    const technical = card('Technical Answer');
    expect(within(technical).getByRole('heading', { name: 'Fire doors', level: 3 })).toBeInTheDocument();
    const quote = technical.querySelector('blockquote');
    expect(quote).toHaveTextContent('Section 7 of the specification applies.');
    expect(quote?.querySelectorAll('p')).toHaveLength(2);
    expect(technical).not.toHaveTextContent('>');
    expect(within(technical).getByText('FD30').tagName).toBe('CODE');
    expect(technical.querySelector('ol')?.children).toHaveLength(2);
  });

  it('links only to http, https and mailto, in a new tab without an opener', () => {
    render(
      <AnswerCards
        answer={v2Answer(
          {},
          {
            technical:
              'See [the NCC](https://ncc.abcb.gov.au/) or [mail us](mailto:help@example.com); [not this](javascript:alert(1)), [nor this](data:text/html,x).',
          },
        )}
      />,
    );

    const nccLink = screen.getByRole('link', { name: 'the NCC' });
    expect(nccLink).toHaveAttribute('href', 'https://ncc.abcb.gov.au/');
    expect(nccLink).toHaveAttribute('target', '_blank');
    expect(nccLink).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail us' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.queryByRole('link', { name: 'not this' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'nor this' })).not.toBeInTheDocument();
    expect(screen.getByText('not this')).toBeInTheDocument();
  });

  it('shows HTML in an answer as text, never as markup', () => {
    const hostile = '<img src=x onerror="alert(1)"> and <script>alert(2)</script> **<b>bold</b>**';
    const { container } = render(
      <AnswerCards
        answer={v2Answer({}, { technical: hostile, mentoring: '<a href="javascript:alert(3)">x</a>' })}
      />,
    );

    expect(container.querySelector('img, script, b, a')).toBeNull();
    expect(card('Technical Answer')).toHaveTextContent(
      '<img src=x onerror="alert(1)"> and <script>alert(2)</script>',
    );
    expect(card('Technical Answer').querySelector('strong')).toHaveTextContent('<b>bold</b>');
    expect(card('Mentoring Insight')).toHaveTextContent('<a href="javascript:alert(3)">x</a>');
  });

  it('splits a next-steps string on its numbered markers', () => {
    render(
      <AnswerCards
        answer={v2Answer(
          {},
          {
            next_steps: ['1. Confirm the class. 2. Check clause 3.1. Then ask. 3. Book the **inspection**.'],
          },
        )}
      />,
    );

    const steps = within(card('Next Steps')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Confirm the class.',
      'Check clause 3.1. Then ask.',
      'Book the inspection.',
    ]);
  });

  it('lists content on numbered markers when there is no steps array', () => {
    render(<AnswerCard kind="next-steps" content="Before you build: 1. Get approval 2. Order materials" />);

    expect(screen.getByText('Before you build:').tagName).toBe('P');
    expect(screen.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Get approval',
      'Order materials',
    ]);
  });

  it('shows at most 3 sources, with page and partner attribution', () => {
    const sources = [
      { title: 'NCC 2022 Volume One', page: 112 },
      { title: 'AS 1905.1', partner: 'Acme Doors', url: 'https://acme.example/as1905' },
      { title: 'Guide three' },
      { title: 'Guide four' },
      { title: 'Guide five' },
    ];
    render(<AnswerCards answer={v2Answer({ sources })} />);

    const list = within(
      screen.getByRole('heading', { name: 'Sources' }).parentElement as HTMLElement,
    ).getAllByRole('listitem');
    expect(list.map((item) => item.textContent)).toEqual([
      'NCC 2022 Volume One, p. 112',
      'AS 1905.1 by Acme Doors',
      'Guide three',
    ]);
    expect(screen.getByRole('link', { name: 'AS 1905.1' })).toHaveAttribute(
      'href',
      'https://acme.example/as1905',
    );
    expect(screen.queryByText('Guide four')).not.toBeInTheDocument();
  });

  it('shows a cited document as its title when the page cannot open documents', () => {
    render(
      <AnswerCards
        answer={v2Answer({ sources: [{ title: 'fit-out-spec.pdf', document_id: 'doc-7', page: 4 }] })}
      />,
    );

    expect(screen.getByText('fit-out-spec.pdf').tagName).toBe('SPAN');
    expect(screen.queryByRole('button', { name: 'fit-out-spec.pdf' })).not.toBeInTheDocument();
  });

  it('does not link a source whose url is not http(s)', () => {
    render(<AnswerCards answer={v2Answer({ sources: [{ title: 'Sneaky', url: 'javascript:alert(1)' }] })} />);

    expect(screen.getByText('Sneaky')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('leaves out a mentoring or next-steps card with nothing in it', () => {
    render(<AnswerCards answer={v2Answer({ sources: [] }, { mentoring: '  ', next_steps: [] })} />);

    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(card('Technical Answer')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sources' })).not.toBeInTheDocument();
  });
});
