import { describe, expect, it } from '@jest/globals';
import type { Chat } from '../../types/api';
import { chatToMarkdown, exportFileName } from './export-chat';

const at = (minute: number) => new Date(2026, 0, 2, 9, minute).getTime();

describe('exporting a chat as Markdown', () => {
  const chat: Pick<Chat, 'name' | 'messages'> = {
    name: 'New Chat',
    messages: [
      {
        role: 'user',
        content: 'What is a monad? Explain simply',
        timestamp: at(1),
        isImage: false,
      },
      {
        role: 'assistant',
        content: '## Monads\n\nA **box** with rules.',
        timestamp: at(2),
        isImage: false,
      },
      { role: 'user', content: 'Draw a box', timestamp: at(3), isImage: false },
      {
        role: 'assistant',
        content: 'https://example.com/box.svg',
        timestamp: at(4),
        isImage: true,
      },
    ],
  };

  it('has the title as heading, each message with its author and time, images as links', () => {
    expect(chatToMarkdown(chat, 'Ada')).toBe(
      [
        '# What is a monad? Explain simply',
        '**Ada** · 2026-01-02 09:01',
        'What is a monad? Explain simply',
        '**Assistant** · 2026-01-02 09:02',
        '## Monads\n\nA **box** with rules.',
        '**Ada** · 2026-01-02 09:03',
        'Draw a box',
        '**Assistant** · 2026-01-02 09:04',
        '[Generated image: Draw a box](https://example.com/box.svg)',
      ].join('\n\n') + '\n',
    );
  });

  it('is named after the title, with nothing a file system refuses', () => {
    expect(exportFileName(chat)).toBe('What is a monad? Explain simply.md'.replace('?', '-'));
    expect(exportFileName({ name: 'New Chat', messages: [] })).toBe('New Chat.md');
    expect(
      exportFileName({
        name: 'x',
        messages: [{ role: 'user', content: '../../etc/passwd', timestamp: 0, isImage: false }],
      }),
    ).toBe('etc-passwd.md');
    expect(
      exportFileName({
        name: 'x',
        messages: [{ role: 'user', content: '///', timestamp: 0, isImage: false }],
      }),
    ).toBe('chat.md');
  });

  it('keeps no direction or other invisible format controls, nor DEL', () => {
    const named = (content: string) =>
      exportFileName({
        name: 'x',
        messages: [{ role: 'user', content, timestamp: 0, isImage: false }],
      });
    // U+202E would show "invoice\u202Etxt.exe" as "invoiceexe.txt"
    expect(named('invoice\u202Etxt.exe')).toBe('invoicetxt.exe.md');
    expect(named('\u2066isolated\u2069 \u200Fmark\u200E')).toBe('isolated mark.md');
    expect(named('zero\u200Bwidth\uFEFF')).toBe('zerowidth.md');
    expect(named('del\u007Fete\u0085')).toBe('delete.md');
    expect(named('\u202E\u202D')).toBe('chat.md');
  });
});
