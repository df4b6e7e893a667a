/** What a failed download says to the user, as the "Network error: …" toast of a failed call. */
export const networkError = (error: unknown) =>
  `Network error: ${error instanceof Error ? error.message : String(error)}`;
