import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/providers.test-kit';
import { Markdown } from './Markdown';
import { toggleTask } from './task-list';

describe('Markdown people wrote', () => {
  it('shows raw HTML as text: a <script> is never an element', () => {
    const { container } = renderWithProviders(<Markdown source={'<script>alert(1)</script>\n\nhi <b>there</b>'} />);
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.getByText('hi <b>there</b>')).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
  });

  it('links to the app in the app, to other sites in a new tab, and nowhere else', () => {
    renderWithProviders(
      <Markdown
        source={[
          '[own](/note/abc?x=1#top)',
          `[absolute own](${window.location.origin}/notes-collections)`,
          '[site](https://example.org/a)',
          '[mail](mailto:me@example.org)',
          '[backslash](/\\evil.example/)',
          '[slashes](//evil.example/)',
          '[script](javascript:alert(1))',
          '[data](data:text/html,hi)',
          'www.example.org and <https://example.net/x>',
        ].join('\n\n')}
      />,
    );
    expect(screen.getByRole('link', { name: 'own' })).toHaveAttribute('href', '/note/abc?x=1#top');
    expect(screen.getByRole('link', { name: 'own' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'absolute own' })).toHaveAttribute('href', '/notes-collections');
    for (const [name, href] of [
      ['site', 'https://example.org/a'],
      ['mail', 'mailto:me@example.org'],
      ['www.example.org', 'http://www.example.org/'],
      ['https://example.net/x', 'https://example.net/x'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const name of ['backslash', 'slashes', 'script', 'data']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.getByText(name, { exact: false })).toBeInTheDocument();
    }
  });

  it('opens a link to the app in the app; a modified click is left to the browser', async () => {
    const { router } = renderWithProviders(
      <Markdown source="[own](/note/abc?x=1) and [site](https://example.org/a)" />,
    );
    const own = screen.getByRole('link', { name: 'own' });
    // A click with Ctrl (a new tab) or on another site's link is not the app's to handle.
    expect(fireEvent.click(own, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'site' }))).toBe(true);
    expect(router.state.location.pathname).toBe('/');
    await userEvent.click(own);
    expect(router.state.location.pathname).toBe('/note/abc');
    expect(router.state.location.search).toBe('?x=1');
  });

  it('draws cells, links and code spans as plain elements, not a component each', () => {
    const { container } = renderWithProviders(
      <Markdown source={'| a | b |\n|:-:|--|\n| [x](/y) | `z` |\n\n> quote\n\n```\ncode\n```'} />,
    );
    const drawn = [...container.querySelectorAll('table, tr, th, td, a, code, pre, blockquote, p')];
    expect(drawn.length).toBe(13);
    // Styled by the Markdown's one class: no element inside carries a class of its own.
    expect(drawn.filter((element) => element.hasAttribute('class')).map((element) => element.tagName)).toEqual([]);
    expect(screen.getByRole('columnheader', { name: 'a' })).toHaveStyle({ textAlign: 'center' });
  });

  it('links addresses as GitHub does: file names stay text, `_` inside an address stays in it', () => {
    const { container } = renderWithProviders(
      <Markdown
        source={
          'notes.md and main.py, see http://example.org/__init__.py or me@example.org.\n\n~one~ ~~two~~ ~~~three~~~'
        }
      />,
    );
    expect(container.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'http://example.org/__init__.py' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'me@example.org' })).toHaveAttribute('href', 'mailto:me@example.org');
    expect([...container.querySelectorAll('del')].map((del) => del.textContent)).toEqual(['one', 'two']);
  });

  it('shows the app’s own images, and another site’s as a link named by its alt text', () => {
    const { container } = renderWithProviders(
      <Markdown source={'![chart](/api/chart.png)\n\n![cat](https://example.org/cat.png)\n\n![x](javascript:1)'} />,
    );
    expect(screen.getByRole('img', { name: 'chart' })).toHaveAttribute('src', '/api/chart.png');
    expect(screen.getByRole('link', { name: 'cat' })).toHaveAttribute('href', 'https://example.org/cat.png');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('reads tables, task lists, strikethrough, quotes, nested lists and code', () => {
    const { container } = renderWithProviders(
      <Markdown
        source={
          '| a | b |\n|---|--:|\n| 1 | 2 |\n\n- [x] done\n- [ ] ~~todo~~\n  - nested\n\n> quoted\n\n```js\nlet a = 1;\n```'
        }
      />,
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2' })).toHaveStyle({ textAlign: 'right' });
    expect(screen.getByRole('checkbox', { name: 'done' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'todo' })).toBeDisabled();
    expect(screen.getByText('todo').tagName).toBe('DEL');
    expect(container.querySelector('li ul li')).toHaveTextContent('nested');
    expect(container.querySelector('blockquote')).toHaveTextContent('quoted');
    expect(container.querySelector('pre code')).toHaveTextContent('let a = 1;');
  });

  it('ticks a task with a click or the keyboard, changing only that line', async () => {
    const onTaskToggle = vi.fn();
    const source = '# Shopping\n\n- [ ] milk\n- [x] bread\n\n> - [ ] quoted';
    renderWithProviders(<Markdown source={source} onTaskToggle={onTaskToggle} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'milk' }));
    expect(onTaskToggle).toHaveBeenLastCalledWith('# Shopping\n\n- [x] milk\n- [x] bread\n\n> - [ ] quoted');
    screen.getByRole('checkbox', { name: 'bread' }).focus();
    await userEvent.keyboard(' ');
    expect(onTaskToggle).toHaveBeenLastCalledWith('# Shopping\n\n- [ ] milk\n- [ ] bread\n\n> - [ ] quoted');
    await userEvent.click(screen.getByRole('checkbox', { name: 'quoted' }));
    expect(onTaskToggle).toHaveBeenLastCalledWith('# Shopping\n\n- [ ] milk\n- [x] bread\n\n> - [x] quoted');
  });
});

describe('ticking a task in the source', () => {
  it('changes the marker of that line only, keeping line endings', () => {
    expect(toggleTask('a\r\n1. [ ] one\r\n   - [X] two', 1, true)).toBe('a\r\n1. [x] one\r\n   - [X] two');
    expect(toggleTask('a\r\n1. [ ] one\r\n   - [X] two', 2, false)).toBe('a\r\n1. [ ] one\r\n   - [ ] two');
    expect(toggleTask('- [ ] a [ ] b', 0, true)).toBe('- [x] a [ ] b');
    expect(toggleTask('plain [ ] text', 0, true)).toBe('plain [ ] text');
  });
});
