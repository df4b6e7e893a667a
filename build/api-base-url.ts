import { isLoopbackHost } from '../src/components/browser-location';

/**
 * API_BASE_URL as the build uses it (no trailing slash; '' for the offline build), refused with a
 * clear message when a production build would send tokens and chats unencrypted: only https,
 * or http to this machine for local testing.
 */
export const checkedApiBaseUrl = (raw: string | undefined, production: boolean): string => {
  const address = (raw ?? '').trim().replace(/\/+$/, '');
  if (address === '') return '';
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Error(`API_BASE_URL is not an address: "${address}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`API_BASE_URL must be an https address, not "${address}"`);
  if (production && url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    throw new Error(
      `API_BASE_URL must be https for a production build: "${address}" would send every token ` +
        'and chat unencrypted (plain http is allowed only to localhost, for local testing)',
    );
  return address;
};
