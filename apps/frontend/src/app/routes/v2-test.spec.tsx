import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v2Answer } from '../../testing/fixtures';
import { problem } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render-app';
import { visitSignedIn } from '../../testing/site-session';

describe('/v2-test', () => {
  it('renders the chosen live sample and refetches it on Refresh Live', async () => {
    const table = {
      type: 'table' as const,
      caption: 'Wind',
      headers: ['Region'],
      rows: [['A']],
      dense: false,
    };
    const server = visitSignedIn('pat@firm.example', {
      'GET /api/sample/v2/basic': { body: v2Answer({ title: 'Basic sample' }) },
      'GET /api/sample/v2/table-test': { body: v2Answer({ title: 'Table sample', blocks: [table] }) },
    });
    renderApp('/v2-test');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Basic sample' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sample type'), 'table-test');
    expect(await screen.findByRole('table', { name: 'Wind' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh Live' }));

    await waitFor(() => expect(server.callsTo('GET /api/sample/v2/table-test')).toHaveLength(2));
    expect(server.callsTo('GET /api/sample/v2/basic')).toHaveLength(1);
  });

  it('styles the sample selector like the other form fields', async () => {
    // jsdom applies the real stylesheet rules (not custom properties), enough to see the field rule.
    const style = document.createElement('style');
    style.textContent = readFileSync(join(__dirname, '../../styles/static-pages.css'), 'utf8');
    document.head.appendChild(style);
    visitSignedIn('pat@firm.example', {
      'GET /api/sample/v2/basic': { body: v2Answer({ title: 'Basic sample' }) },
    });
    renderApp('/v2-test');

    await screen.findByRole('heading', { name: 'Basic sample' });
    const select = screen.getByRole('combobox', { name: 'Sample type' });
    expect(select.closest('.field')).not.toBeNull();
    expect(getComputedStyle(select).getPropertyValue('min-height')).toBe('2.75rem');
    expect(getComputedStyle(select).getPropertyValue('border-radius')).toBe('8px');
    style.remove();
  });

  it('says when no live response is available', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    visitSignedIn('pat@firm.example', { 'GET /api/sample/v2/basic': problem(500, 'internal', 'down') });
    renderApp('/v2-test');

    expect(await screen.findByText('No live response available')).toBeInTheDocument();
  });

  it('shows the Schema Error for a sample that is not an object', async () => {
    visitSignedIn('pat@firm.example', { 'GET /api/sample/v2/basic': { body: 'legacy text answer' } });
    renderApp('/v2-test');

    expect(await screen.findByText('Schema Error - V2 Required')).toBeInTheDocument();
  });
});
