const ALIASES: Record<string, string> = {
  ts: 'typescript',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  py: 'python',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  yml: 'yaml',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  'c++': 'cpp',
  cs: 'csharp',
  rs: 'rust',
  golang: 'go',
  postgres: 'sql',
  postgresql: 'sql',
};

/** Prism's name for a fence's language tag. */
export const canonicalLanguage = (tag: string): string => {
  const lower = tag.trim().toLowerCase();
  return ALIASES[lower] ?? lower;
};

// the languages' own names, the same in every language Parley speaks
/* eslint-disable lingui/no-unlocalized-strings */
const LABELS: Record<string, string> = {
  typescript: 'TypeScript',
  javascript: 'JavaScript',
  tsx: 'TSX',
  jsx: 'JSX',
  python: 'Python',
  bash: 'Bash',
  sql: 'SQL',
  json: 'JSON',
  yaml: 'YAML',
  markup: 'HTML',
  css: 'CSS',
  cpp: 'C++',
  csharp: 'C#',
  go: 'Go',
  rust: 'Rust',
  java: 'Java',
  c: 'C',
  diff: 'Diff',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** What the code block's header calls the language; undefined for a fence with no language. */
export const languageLabel = (tag: string): string | undefined => {
  if (!tag.trim()) return undefined;
  const canonical = canonicalLanguage(tag);
  return LABELS[canonical] ?? tag.trim();
};
