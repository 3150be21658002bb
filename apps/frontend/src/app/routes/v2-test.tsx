import { useState } from 'react';
import { StaticPageLayout } from '../../components/layouts/static-page-layout';
import { paths } from '../../config/paths';
import { useLoggedFailure } from '../../hooks/use-logged-failure';
import { SAMPLE_TYPES, useSampleAnswer, type SampleType } from '../../features/chat/api/get-sample-answer';
import { AnswerCards } from '../../components/answer/answer-cards';
import { FormField } from '../../components/ui/form-field';
import '../../styles/chat.css';

/**
 * /v2-test (spec section 2): the developer page for the structured answer renderer. Choose a
 * sample (basic, enhanced, table-test), fetched live from GET /api/sample/v2/{type}; Refresh Live
 * fetches it again.
 */
export function V2TestRoute() {
  const [type, setType] = useState<SampleType>('basic');
  const sample = useSampleAnswer(type);

  useLoggedFailure(sample, 'Could not load the live sample answer');

  return (
    <StaticPageLayout title={paths.v2Test.title} className="v2-test">
      <h1>V2 Renderer Test</h1>
      <div className="v2-test__controls">
        <FormField id="v2-sample-type" label="Sample type">
          <select
            id="v2-sample-type"
            value={type}
            onChange={(event) => setType(event.target.value as SampleType)}
          >
            {SAMPLE_TYPES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </FormField>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void sample.refetch()}
          disabled={sample.isFetching}
        >
          {sample.isFetching ? 'Refreshing...' : 'Refresh Live'}
        </button>
      </div>
      <section className="v2-test__result" aria-label="Live response" aria-busy={sample.isFetching}>
        {sample.isPending ? (
          <p role="status">Loading sample...</p>
        ) : sample.isError ? (
          <p>No live response available</p>
        ) : (
          <AnswerCards answer={sample.data} />
        )}
      </section>
    </StaticPageLayout>
  );
}
