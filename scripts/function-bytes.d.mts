export declare const functionBytes: (
  source: string,
) => (ranRanges: { startOffset: number; endOffset: number }[]) => number;
