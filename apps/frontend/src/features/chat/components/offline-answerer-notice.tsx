import { PRODUCT_NAME } from '../../../config/product';

/**
 * Said once per conversation, above its first answer, when the built-in offline answerer wrote
 * its answers (instead of a notice inside every answer). The app serves no operator docs, so the
 * README section is named rather than linked (docs/decisions.md).
 */
export function OfflineAnswererNotice() {
  return (
    <div className="offline-notice" role="note" aria-label="About these answers">
      <p>
        Answers in this conversation come from {PRODUCT_NAME}&apos;s built-in offline answerer, composed from
        built-in guidance without an AI model. Check the referenced documents before relying on them.
      </p>
      <p className="offline-notice__operator">
        Operators connect a model with <code>LLM_PROVIDER=openai</code>: see &ldquo;Connecting a model&rdquo;
        in the README.
      </p>
    </div>
  );
}
