/** A Puppeteer or a Playwright page: what storeToken uses of either. */
interface BrowserPage {
  goto(url: string): Promise<unknown>;
  evaluate<Arg>(run: (arg: Arg) => void, arg: Arg): Promise<unknown>;
}

/** Stores the session's token for `app`, on a page of it that loads no script. */
export declare const storeToken: (page: BrowserPage, app: string, token: string) => Promise<void>;
