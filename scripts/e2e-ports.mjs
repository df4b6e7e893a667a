/** Where the browser tests serve each build, and the API origin the real-backend build calls. */
const base = Number(process.env.E2E_PORT ?? 4317);

// swap, installed, update, installable: sites whose build a test replaces, or whose worker it follows
// (e2e/foreign-worker.spec.ts, e2e/installed-app.spec.ts)
export const e2ePorts = {
  offline: base,
  storybook: base + 1,
  real: base + 2,
  api: base + 3,
  swap: base + 4,
  installed: base + 5,
  update: base + 6,
  installable: base + 7,
  // the development server (e2e/dev-server.spec.ts)
  development: base + 8,
};

/** The API_BASE_URL the real-backend build for the browser tests is made with. */
export const e2eApiBaseUrl = `http://127.0.0.1:${e2ePorts.api}`;
