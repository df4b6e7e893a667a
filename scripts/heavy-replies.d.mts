export declare const heavyReplies: Record<string, string>;
