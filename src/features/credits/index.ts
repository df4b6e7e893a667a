// What other features may use of credits.
export { formatDollars } from './format-dollars';
