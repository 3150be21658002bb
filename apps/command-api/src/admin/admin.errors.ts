import { domainError } from '@buildmentor/domain';

/**
 * A date range the analytics cannot serve. It answers like a request that fails its schema
 * (REQUEST.INVALID with the field's path), as it did when the check sat in the controller.
 */
export const AnalyticsRangeError = domainError('REQUEST.INVALID', 'validation', (message: string) => ({
  message: 'The request is not valid.',
  issues: [{ path: 'from', message }],
}));
