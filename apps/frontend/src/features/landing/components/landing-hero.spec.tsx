import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LANDING_VARIANTS, VARIANT_COPY, type LandingVariant } from '../landing-variants';
import { LandingHero } from './landing-hero';

function renderHero(variant: LandingVariant, signedIn: boolean) {
  render(
    <MemoryRouter>
      <LandingHero variant={variant} signedIn={signedIn} />
    </MemoryRouter>,
  );
  const hero = screen.getByRole('region', { name: VARIANT_COPY[variant].headline });
  return within(hero);
}

/** Spec section 2, written out: each variant's two buttons and where they lead. */
const EXPECTED: Record<LandingVariant, { signedOut: [string, string][]; signedIn: [string, string][] }> = {
  'ai-intelligence': {
    signedOut: [
      ['Try 3 Questions Free', '/auth'],
      ['Learn More', '#features'],
    ],
    signedIn: [
      ['Start Chatting Now', '/chat'],
      ['Access Knowledge Vault', '/knowledge'],
    ],
  },
  'knowledge-vault': {
    signedOut: [
      ['Start Free Trial', '/auth'],
      ['View Pricing', '/pricing'],
    ],
    signedIn: [
      ['Access Knowledge Vault', '/knowledge'],
      ['Start Chatting Now', '/chat'],
    ],
  },
  'chat-experience': {
    signedOut: [
      ['Try 3 Questions Free', '/auth'],
      ['Learn More', '#features'],
    ],
    signedIn: [
      ['Experience AI Intelligence', '/chat'],
      ['Access Knowledge Vault', '/knowledge'],
    ],
  },
  'workflow-guidance': {
    signedOut: [
      ['Try Smart Workflow', '/auth'],
      ['Learn More', '#features'],
    ],
    signedIn: [
      ['Get Project Guidance', '/chat'],
      ['Access Knowledge Vault', '/knowledge'],
    ],
  },
  'partner-integration': {
    signedOut: [
      ['Access Partner Content', '/auth'],
      ['View Pricing', '/pricing'],
    ],
    signedIn: [
      ['Explore Partners', '/knowledge'],
      ['Start Chatting Now', '/chat'],
    ],
  },
  'multi-discipline': {
    signedOut: [
      ['Try Multi-Discipline AI', '/auth'],
      ['View All Features', '/pricing'],
    ],
    signedIn: [
      ['Get Expert Advice', '/chat'],
      ['Access Knowledge Vault', '/knowledge'],
    ],
  },
};

describe('LandingHero', () => {
  it('has six variants, ai-intelligence first, each with its own headline and body', () => {
    expect(LANDING_VARIANTS).toEqual([
      'ai-intelligence',
      'knowledge-vault',
      'chat-experience',
      'workflow-guidance',
      'partner-integration',
      'multi-discipline',
    ]);
    const headlines = new Set(LANDING_VARIANTS.map((variant) => VARIANT_COPY[variant].headline));
    const bodies = new Set(LANDING_VARIANTS.map((variant) => VARIANT_COPY[variant].body));
    expect(headlines.size).toBe(6);
    expect(bodies.size).toBe(6);
  });

  describe.each(LANDING_VARIANTS)('%s', (variant) => {
    it.each([
      ['signed out', false],
      ['signed in', true],
    ] as const)('%s: shows the headline, body and the two buttons with their targets', (_, signedIn) => {
      const hero = renderHero(variant, signedIn);

      expect(hero.getByRole('heading', { level: 1 })).toHaveTextContent(VARIANT_COPY[variant].headline);
      expect(hero.getByText(VARIANT_COPY[variant].body)).toBeInTheDocument();
      const links = hero.getAllByRole('link');
      const expected = EXPECTED[variant][signedIn ? 'signedIn' : 'signedOut'];
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
      // The primary button is the filled one.
      expect(links[0]).toHaveClass('button--primary');
      expect(links[1]).toHaveClass('button--secondary');
    });
  });

  it('never sends a signed-out visitor to the chat or a signed-in user to sign in', () => {
    for (const variant of LANDING_VARIANTS) {
      const out = EXPECTED[variant].signedOut.map(([, to]) => to);
      const inside = EXPECTED[variant].signedIn.map(([, to]) => to);
      expect(out).not.toContain('/chat');
      expect(inside).not.toContain('/auth');
      expect(VARIANT_COPY[variant].signedOut.map((action) => action.to)).toEqual(out);
      expect(VARIANT_COPY[variant].signedIn.map((action) => action.to)).toEqual(inside);
    }
  });
});
