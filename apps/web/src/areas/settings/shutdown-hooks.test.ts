import { describe, expect, it } from 'vitest';
import { HOOK_SYSTEMS, shutdownHook } from './shutdown-hooks';

const TOKEN = 'ordna_it_abc123';

describe('shutdownHook', () => {
  it.each(HOOK_SYSTEMS)('is one line for %s that posts the token to this server', (system) => {
    const hook = shutdownHook(system, 'https://ordna.example.com/', TOKEN);
    expect(hook).not.toContain('\n');
    expect(hook).toContain(`Authorization: Bearer ${TOKEN}`);
    expect(hook).toContain('https://ordna.example.com/api/device-shutdown');
  });

  it('writes a systemd unit whose stop posts, and enables it', () => {
    const hook = shutdownHook('linux', 'http://localhost:3000', TOKEN);
    expect(hook).toMatch(/^printf '\[Unit\]\\n/);
    expect(hook).toContain('ExecStop=/usr/bin/curl -fsS -m 10 -X POST -H "Authorization: Bearer ordna_it_abc123"');
    expect(hook).toContain('sudo systemctl enable --now ordna-shutdown.service');
  });

  it('printf turns the macOS line into a plist whose script posts on TERM', () => {
    const hook = shutdownHook('macos', 'http://localhost:3000', TOKEN);
    const format = /^printf '(.*)\\n' \| sudo tee/.exec(hook)![1]!;
    // What printf writes: \n becomes a new line, \\ one backslash.
    const written = format.replace(/\\n/g, '\n').replace(/\\\\/g, '\\');
    expect(written).toContain(
      '<string>trap "/usr/bin/curl -fsS -m 10 -X POST -H \\"Authorization: Bearer ordna_it_abc123\\" http://localhost:3000/api/device-shutdown; exit 0" TERM;',
    );
    expect(written.split('\n')[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
    expect(hook).toContain('sudo launchctl load -w /Library/LaunchDaemons/se.ordna.shutdown.plist');
  });

  it('makes a Windows task on the shutdown event', () => {
    const hook = shutdownHook('windows', 'http://localhost:3000', TOKEN);
    expect(hook).toContain('/SC ONEVENT /EC System');
    expect(hook).toContain('EventID=1074');
    expect(hook).toContain('/TR "curl.exe -fsS -m 10 -X POST -H \\"Authorization: Bearer ordna_it_abc123\\"');
  });
});
