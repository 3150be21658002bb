import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-app';
import { seriousAxeViolations } from '../../testing/axe';
import { visitSignedIn, visitSignedOut } from '../../testing/site-session';

const PAGES = [
  [
    '/terms',
    'Terms of Service',
    ['at least 16 years old', 'Australian Consumer Law', 'Consumer Guarantees Act 1993 (NZ)'],
  ],
  [
    '/privacy',
    'Privacy Policy',
    [
      'Privacy Act 1988 (Cth)',
      'Australian Privacy Principles',
      'Privacy Act 2020',
      'at least 16 years old',
      'Notifiable Data Breaches',
    ],
  ],
  [
    '/partner-upload-policy',
    'Partner Upload Policy',
    ['Standards Australia', 'within 48 h', 'ABN or ACN', 'NZBN'],
  ],
] as const;

describe('legal pages', () => {
  it.each(PAGES)(
    '%s: title, last updated December 2024, a table of contents and its sections',
    async (path, title, phrases) => {
      visitSignedIn();
      renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(document.title).toBe(`${title} | BuildMentor`);
      expect(screen.getByText('Last updated: December 2024')).toBeInTheDocument();

      const toc = within(screen.getByRole('navigation', { name: 'Contents' }));
      const entries = toc.getAllByRole('link');
      expect(entries.length).toBeGreaterThanOrEqual(10);
      const sections = screen
        .getAllByRole('heading', { level: 2 })
        .filter((heading) => heading.id.endsWith('-title') && heading.closest('section'));
      expect(sections).toHaveLength(entries.length);
      entries.forEach((entry, index) => {
        const target = document.getElementById(entry.getAttribute('href')!.slice(1));
        expect(target).not.toBeNull();
        expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(
          `${index + 1}. ${entry.textContent}`,
        );
      });

      const text = screen.getByRole('main').textContent!;
      for (const phrase of phrases) expect(text).toContain(phrase);
      expect(screen.getAllByRole('link', { name: 'support@buildmentor.example' })[0]).toHaveAttribute(
        'href',
        'mailto:support@buildmentor.example',
      );
    },
  );

  it.each(PAGES.map(([path]) => path))(
    '%s has no serious accessibility violations (signed out)',
    async (path) => {
      visitSignedOut();
      const { container } = renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      expect(await seriousAxeViolations(container)).toEqual([]);
    },
  );
});
