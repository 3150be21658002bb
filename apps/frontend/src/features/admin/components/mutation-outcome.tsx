import type { UseMutationResult } from '@tanstack/react-query';
import { errorDetail } from '../utils/format';

interface MutationOutcomeProps<Variables> {
  mutation: UseMutationResult<{ message: string }, Error, Variables>;
  /** What failed, e.g. "Failed to start replay"; the server's detail follows it. */
  failure: string;
}

/** A console action's result: the server's message as a status, or what failed as an alert. */
export function MutationOutcome<Variables>({ mutation, failure }: MutationOutcomeProps<Variables>) {
  return (
    <>
      {mutation.isSuccess && (
        <p role="status" className="admin-success">
          {mutation.data.message}
        </p>
      )}
      {mutation.isError && (
        <p role="alert" className="admin-error">
          {failure}: {errorDetail(mutation.error)}
        </p>
      )}
    </>
  );
}
