import { isLoopbackHost } from '../../components/browser-location';
import { msg } from '@lingui/core/macro';

export const CHECKOUT_URL_INVALID = msg`The payment page address is not valid`;

/** This app's own stand-in for a payment provider (offline build). */
const MOCK_CHECKOUT = /^\/mock-checkout\/[\w-]+$/;
const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/**
 * Where a purchase may send the browser: a page on https, plain http only on this machine (local
 * testing), or the in-app mock checkout. Anything else a server answers (another scheme, a
 * relative address, `//host`) is refused.
 */
export const isCheckoutUrl = (url: unknown): url is string => {
  if (typeof url !== 'string') return false;
  const address = url.trim();
  let parsed: URL;
  try {
    parsed = new URL(address, window.location.href);
  } catch {
    return false;
  }
  const mockCheckout =
    parsed.origin === window.location.origin && MOCK_CHECKOUT.test(parsed.pathname);
  if (!ABSOLUTE.test(address)) return mockCheckout && address.startsWith('/mock-checkout/');
  if (mockCheckout || parsed.protocol === 'https:') return true;
  return parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname);
};
