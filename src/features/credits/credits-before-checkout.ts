/** Where a tab keeps its credits while it is away at the payment page (this tab only). */
const KEY = 'parley-credits-before-checkout';

/** Noted as the browser leaves for the payment page, to tell what arrived on its return. */
export const rememberCreditsBeforeCheckout = (credits: number | undefined) => {
  try {
    if (credits === undefined) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, String(credits));
  } catch {
    // storage unavailable: the return says how many credits there are, not how many arrived
  }
};

/** The credits noted before the payment, read as untrusted and forgotten; null if none. */
export const takeCreditsBeforeCheckout = (): number | null => {
  try {
    const stored = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const credits = Number(stored);
    return stored !== null && Number.isSafeInteger(credits) && credits >= 0 ? credits : null;
  } catch {
    return null;
  }
};
