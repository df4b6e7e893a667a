/**
 * Knobs of the offline backend. The browser reads them from the page URL
 * (`?mock-latency=800&mock-fail=0.3`, kept for the tab's session); tests set them directly.
 */
export interface MockConfig {
  /** extra milliseconds before every answer */
  latencyMs: number;
  /** share of calls (0..1) that fail with a server error */
  failRate: number;
  /** multiplies the assistant's natural "thinking" delay; 0 answers at once */
  replyDelayScale: number;
  /** answer with exactly a real server's fields and nothing more (mocks/strict.ts) */
  strict: boolean;
}

const defaultConfig = (): MockConfig => ({
  latencyMs: 0,
  failRate: 0,
  replyDelayScale: 1,
  strict: false,
});

export const mockConfig: MockConfig = defaultConfig();

export const resetMockConfig = (overrides: Partial<MockConfig> = {}): void => {
  Object.assign(mockConfig, defaultConfig(), overrides);
};

const clampNumber = (raw: string | null, min: number, max: number): number | undefined => {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : undefined;
};

/** Reads `mock-latency`, `mock-fail`, `mock-reply-delay` and `mock-strict` from a query string. */
export const configFromSearch = (search: string): Partial<MockConfig> => {
  const params = new URLSearchParams(search);
  const parsed: Partial<MockConfig> = {};
  const latency = clampNumber(params.get('mock-latency'), 0, 60_000);
  const fail = clampNumber(params.get('mock-fail'), 0, 1);
  const reply = clampNumber(params.get('mock-reply-delay'), 0, 10);
  if (latency !== undefined) parsed.latencyMs = latency;
  if (fail !== undefined) parsed.failRate = fail;
  if (reply !== undefined) parsed.replyDelayScale = reply;
  const strict = params.get('mock-strict');
  if (strict === '1' || strict === '0') parsed.strict = strict === '1';
  return parsed;
};

export const sleep = (ms: number) =>
  new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : resolve()));
