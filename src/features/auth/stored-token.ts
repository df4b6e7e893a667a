import { readStored } from '../../components/local-storage';

/** Where the session's token is kept between visits (the localStorage key the product fixes). */
export const TOKEN_KEY = 'token';

/** The stored token, read without the store: the first load decides with it what to show. */
export const readStoredToken = (): string | null => readStored(TOKEN_KEY) || null;
