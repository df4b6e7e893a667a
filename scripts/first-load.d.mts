export declare const firstLoadFiles: (dir: string) => string[];
export declare const pageScripts: (dir: string) => string[];
