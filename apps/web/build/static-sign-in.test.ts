import path from 'node:path';
import type { IndexHtmlTransformHook, Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import auth from '../src/i18n/locales/en/auth.json';
import { STATIC_SIGN_IN_ID, staticSignIn } from './static-sign-in.ts';

const SOURCE =
  '<!doctype html><html lang="en"><head><title>Ordna</title></head><body><div id="root"></div></body></html>';

/** The index.html the build writes: the plugin's own hook on the app's real modules, through Vite. */
async function built(): Promise<Document> {
  const plugin: Plugin = staticSignIn();
  const root = path.resolve(__dirname, '..');
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root } as ResolvedConfig);
  const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const html = (await handler.call({} as never, SOURCE, { path: '/index.html', filename: 'index.html' })) as string;
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the sign-in screen the build writes into index.html', () => {
  it("holds the real sign-in page's English texts and fields, inert and hidden from assistive technology", async () => {
    const document = await built();
    const screen = document.getElementById(STATIC_SIGN_IN_ID)!;
    expect(screen.parentElement?.id).toBe('root');
    expect(screen.hasAttribute('inert')).toBe(true);
    expect(screen.getAttribute('aria-hidden')).toBe('true');
    expect(screen.querySelector('h1')?.textContent).toBe(auth.login.title);
    expect(screen.textContent).toContain(auth.login.subtitle);
    expect(screen.querySelector('button[type="submit"]')?.textContent).toBe(auth.login.submit);
    expect(screen.querySelector('input[autocomplete="username"]')).not.toBeNull();
    // React focuses the username field once it runs; the copy takes no focus of its own.
    expect(screen.querySelector('[autofocus]')).toBeNull();
    // Mantine's runtime styles come with it: its colour variables for both schemes.
    const styles = [...screen.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(styles).toContain('[data-mantine-color-scheme="dark"]');
  });
});
