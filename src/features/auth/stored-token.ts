import { readStored } from '../../components/local-storage';

/** Where the session's token is kept between visits (the localStorage key the product fixes). */
export const TOKEN_KEY = 'token';

/** The stored token, read without the store: the first load decides with it what to show. */
export const readStoredToken = (): string | null => readStored(TOKEN_KEY) || null;

/** Where the e-mail the session signed in with is kept, beside its token. */
export const ACCOUNT_KEY = 'parley-account';

export const readStoredAccount = (): string | null => readStored(ACCOUNT_KEY) || null;
