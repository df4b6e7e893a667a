import { hashString, pick, seededRandom } from './seeded-random';

/**
 * The offline reply composer. It is not an AI: it builds a deterministic, realistic Markdown
 * answer from the prompt (headings, lists, a table, code in the language the prompt names,
 * links) so the product can be used and tested with no server anywhere.
 */

interface Language {
  fence: string;
  label: string;
  keywords: RegExp;
  sample: (topic: string) => string;
  docs: { title: string; url: string };
}

const identifier = (topic: string) =>
  topic
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .trim()
    .split(/\s+/)
    .slice(0, 3)
    .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('') || 'example';

const snake = (topic: string) => identifier(topic).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const LANGUAGES: Language[] = [
  {
    fence: 'typescript',
    label: 'TypeScript',
    keywords: /\b(typescript|ts|tsx|angular|deno)\b/i,
    docs: {
      title: 'TypeScript Handbook',
      url: 'https://www.typescriptlang.org/docs/handbook/intro.html',
    },
    sample: (t) => `interface Item {
  id: string;
  title: string;
  done: boolean;
}

export function ${identifier(t)}(items: Item[]): Map<boolean, Item[]> {
  const groups = new Map<boolean, Item[]>();
  for (const item of items) {
    const bucket = groups.get(item.done) ?? [];
    bucket.push(item);
    groups.set(item.done, bucket);
  }
  return groups;
}`,
  },
  {
    fence: 'python',
    label: 'Python',
    keywords: /\b(python|py|django|flask|pandas|numpy)\b/i,
    docs: { title: 'The Python Tutorial', url: 'https://docs.python.org/3/tutorial/' },
    sample: (t) => `from collections import Counter
from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    name: str
    score: int


def ${snake(t)}(entries: list[Entry], top: int = 3) -> list[tuple[str, int]]:
    """Return the most frequent names, highest first."""
    counts = Counter(entry.name for entry in entries if entry.score > 0)
    return counts.most_common(top)`,
  },
  {
    fence: 'sql',
    label: 'SQL',
    keywords: /\b(sql|postgres(ql)?|mysql|sqlite|query|database)\b/i,
    docs: {
      title: 'PostgreSQL: SELECT',
      url: 'https://www.postgresql.org/docs/current/sql-select.html',
    },
    sample: () => `SELECT u.name,
       COUNT(o.id)        AS orders,
       SUM(o.total_cents) AS revenue_cents
FROM users AS u
JOIN orders AS o ON o.user_id = u.id
WHERE o.created_at >= NOW() - INTERVAL '30 days'
GROUP BY u.name
HAVING COUNT(o.id) > 2
ORDER BY revenue_cents DESC
LIMIT 10;`,
  },
  {
    fence: 'bash',
    label: 'Bash',
    keywords: /\b(bash|shell|sh|terminal|command line|cli|script)\b/i,
    docs: { title: 'GNU Bash manual', url: 'https://www.gnu.org/software/bash/manual/' },
    sample: () => `#!/usr/bin/env bash
set -euo pipefail

backup_dir="\${1:-./backup}"
mkdir -p "$backup_dir"

for file in *.log; do
  [ -e "$file" ] || continue
  gzip -c "$file" > "$backup_dir/$file.gz"
  echo "archived $file"
done`,
  },
  {
    fence: 'json',
    label: 'JSON',
    keywords: /\b(json|api response|payload|config)\b/i,
    docs: { title: 'JSON specification', url: 'https://www.json.org/json-en.html' },
    sample: (t) => `{
  "name": "${identifier(t)}",
  "version": "1.0.0",
  "enabled": true,
  "retries": 3,
  "tags": ["example", "parley"],
  "owner": { "id": 42, "email": "team@example.com" }
}`,
  },
  {
    fence: 'rust',
    label: 'Rust',
    keywords: /\b(rust|cargo)\b/i,
    docs: { title: 'The Rust Book', url: 'https://doc.rust-lang.org/book/' },
    sample: () => `use std::collections::HashMap;

fn word_counts(text: &str) -> HashMap<&str, usize> {
    let mut counts = HashMap::new();
    for word in text.split_whitespace() {
        *counts.entry(word).or_insert(0) += 1;
    }
    counts
}`,
  },
  {
    fence: 'go',
    label: 'Go',
    keywords: /\b(golang|go)\b/i,
    docs: { title: 'A Tour of Go', url: 'https://go.dev/tour/' },
    sample: () => `package main

import "fmt"

func fib(n int) []int {
	seq := make([]int, 0, n)
	a, b := 0, 1
	for i := 0; i < n; i++ {
		seq = append(seq, a)
		a, b = b, a+b
	}
	return seq
}

func main() { fmt.Println(fib(10)) }`,
  },
  {
    fence: 'java',
    label: 'Java',
    keywords: /\b(java|spring|jvm)\b/i,
    docs: { title: 'Java tutorials', url: 'https://docs.oracle.com/javase/tutorial/' },
    sample: () => `import java.util.List;
import java.util.stream.Collectors;

public final class Names {
    public static String joinUpper(List<String> names) {
        return names.stream()
            .map(String::toUpperCase)
            .sorted()
            .collect(Collectors.joining(", "));
    }
}`,
  },
  {
    fence: 'css',
    label: 'CSS',
    keywords: /\b(css|flexbox|grid layout|stylesheet)\b/i,
    docs: { title: 'MDN: CSS', url: 'https://developer.mozilla.org/en-US/docs/Web/CSS' },
    sample: () => `.card-grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
}

.card-grid > .card:hover {
  transform: translateY(-2px);
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.12);
}`,
  },
  {
    fence: 'html',
    label: 'HTML',
    keywords: /\b(html|markup|web page)\b/i,
    docs: { title: 'MDN: HTML', url: 'https://developer.mozilla.org/en-US/docs/Web/HTML' },
    sample: () => `<form action="/subscribe" method="post">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" required />
  <button type="submit">Subscribe</button>
</form>`,
  },
  {
    fence: 'yaml',
    label: 'YAML',
    keywords: /\b(yaml|yml|kubernetes|k8s|github actions|ci pipeline)\b/i,
    docs: { title: 'YAML specification', url: 'https://yaml.org/spec/1.2.2/' },
    sample: () => `name: ci
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm ci
      - run: npm test`,
  },
  {
    fence: 'javascript',
    label: 'JavaScript',
    keywords: /\b(javascript|js|node(\.js)?|react|code|function|program)\b/i,
    docs: {
      title: 'MDN: JavaScript Guide',
      url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide',
    },
    sample: (t) => `export function ${identifier(t)}(values) {
  const seen = new Set();
  return values.filter((value) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}`,
  },
];

const GREETING = /^\s*(hi|hello|hey|hola|good (morning|afternoon|evening))\b[\s!.?]*$/i;

const topicOf = (prompt: string) => {
  const cleaned = prompt
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(
      /^(please |can you |could you |how (do|can) i |what is |what are |explain |write |show me )+/i,
      '',
    )
    .replace(/[?!.]+$/, '')
    .trim();
  const short = cleaned.length > 60 ? `${cleaned.slice(0, 57).trimEnd()}…` : cleaned;
  return short || 'your question';
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Markdown metacharacters in user text would otherwise become formatting in the reply. */
const escapeMarkdown = (text: string) => text.replace(/([\\`*_[\]{}()#+!|<>~])/g, '\\$1');

export const detectLanguage = (prompt: string): Language | undefined =>
  LANGUAGES.find((language) => language.keywords.test(prompt));

/** A model can be talked into writing anything: told to repeat, this one does, verbatim. */
const REPEAT = /^\s*repeat after me:\s*/i;

export const composeReply = (prompt: string): string => {
  if (REPEAT.test(prompt)) return prompt.replace(REPEAT, '');
  const random = seededRandom(hashString(prompt));
  if (GREETING.test(prompt)) {
    return pick(random, [
      'Hello! 👋 How can I help you today? Ask me about code, writing, or ideas — or switch to **Image** mode to create a picture.',
      "Hi there! I'm Parley's assistant. What would you like to explore today?",
    ]);
  }
  const topic = escapeMarkdown(topicOf(prompt));
  const language = detectLanguage(prompt);
  const opener = pick(random, [
    `Here is a practical overview of **${topic}**.`,
    `Good question. Let's break **${topic}** down step by step.`,
    `Sure — here's how I would approach **${topic}**.`,
  ]);
  const points = [
    pick(random, [
      'Start from the simplest version that works',
      'Define the goal in one sentence first',
    ]),
    pick(random, ['measure before you optimise', 'keep each step small and testable']),
    pick(random, ['handle the edge cases explicitly', 'write down the assumptions you make']),
    pick(random, ['review the result with fresh eyes', 'automate what you repeat']),
  ];
  const sections: string[] = [
    `## ${capitalize(topic)}`,
    opener,
    '### Key points',
    points.map((p, i) => `${i + 1}. ${capitalize(p)}.`).join('\n'),
  ];
  if (language) {
    sections.push(
      `### Example in ${language.label}`,
      `\`\`\`${language.fence}\n${language.sample(topicOf(prompt))}\n\`\`\``,
      `The example keeps the logic in one small unit, so it is easy to test in isolation.`,
    );
  }
  sections.push(
    '### At a glance',
    [
      '| Aspect | Recommendation |',
      '| --- | --- |',
      `| Scope | ${pick(random, ['Start narrow', 'One problem at a time'])} |`,
      `| Effort | ${pick(random, ['Low to medium', 'Medium'])} |`,
      `| Risk | ${pick(random, ['Low, if tested', 'Moderate without reviews'])} |`,
    ].join('\n'),
    `- **Tip:** ${pick(random, ['Keep notes of what you tried.', 'Share a draft early for feedback.'])}\n- **Next step:** ${pick(random, ['try it on a small example.', 'ask a follow-up with more detail.'])}`,
    `Further reading: ${
      language
        ? `[${language.docs.title}](${language.docs.url})`
        : '[Wikipedia](https://en.wikipedia.org/wiki/Special:Search)'
    } and [MDN Web Docs](https://developer.mozilla.org/).`,
  );
  return sections.join('\n\n');
};

/** A short, realistic "thinking" delay that grows a little with the prompt. */
export const replyDelayMs = (prompt: string): number =>
  500 + Math.min(900, prompt.length * 4) + (hashString(prompt) % 400);
