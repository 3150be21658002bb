import { domainError } from '@buildmentor/domain';

export const TelemetryTooLargeError = domainError(
  'TELEMETRY.TOO_LARGE',
  'too_large',
  'Telemetry metadata is too large.',
);
