import { useId } from 'react';
import { PRICING_FAQ } from '../data/pricing-faq';

/** Frequently asked questions about the plans, each one opening in place. */
export function PricingFaq() {
  const headingId = useId();
  return (
    <section className="pricing-faq" aria-labelledby={headingId}>
      <h2 id={headingId}>Frequently Asked Questions</h2>
      {PRICING_FAQ.map((entry) => (
        <details key={entry.question} className="pricing-faq__item">
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </section>
  );
}
