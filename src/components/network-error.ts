import { t } from '@lingui/core/macro';

/** The "Network error: …" toast of a call that could not reach the server. */
export const networkErrorMessage = (detail: string) => t`Network error: ${detail}`;

/** What a failed download says to the user, as the toast of a failed call does. */
export const networkError = (error: unknown) =>
  networkErrorMessage(error instanceof Error ? error.message : String(error));
