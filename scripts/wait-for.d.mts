export declare const waitFor: (url: string) => Promise<void>;
export declare const assertNothingAt: (url: string) => Promise<void>;
