import { timeEndpoints } from '@ordna/contract/time/endpoints';
import { urlOf } from '../../api/call';

/**
 * The one-line shutdown hook per system, as the device control page shows it: each installs
 * something that posts the integration token to /api/device-shutdown while the device shuts
 * down (docs/architecture.md, "Device shutdown"). The token and origin hold no quote characters.
 */
export type HookSystem = 'linux' | 'macos' | 'windows';

export const HOOK_SYSTEMS: readonly HookSystem[] = ['linux', 'macos', 'windows'];

export function shutdownHook(system: HookSystem, origin: string, token: string): string {
  const url = `${origin.replace(/\/$/, '')}${urlOf(timeEndpoints.createDeviceShutdown)}`;
  switch (system) {
    case 'linux': {
      // A oneshot unit that is "running" from boot; systemd runs ExecStop at shutdown, before the network goes.
      const unit = [
        '[Unit]',
        'Description=Ordna device shutdown',
        'Wants=network-online.target',
        'After=network-online.target',
        '',
        '[Service]',
        'Type=oneshot',
        'RemainAfterExit=yes',
        'ExecStart=/bin/true',
        `ExecStop=/usr/bin/curl -fsS -m 10 -X POST -H "Authorization: Bearer ${token}" ${url}`,
        '',
        '[Install]',
        'WantedBy=multi-user.target',
      ].join('\\n');
      return `printf '${unit}\\n' | sudo tee /etc/systemd/system/ordna-shutdown.service >/dev/null && sudo systemctl enable --now ordna-shutdown.service`;
    }
    case 'macos': {
      // A launch daemon that waits; launchd sends it TERM at shutdown and the trap posts.
      const script = `trap "/usr/bin/curl -fsS -m 10 -X POST -H \\\\"Authorization: Bearer ${token}\\\\" ${url}; exit 0" TERM; while :; do sleep 86400 &amp; wait; done`;
      const plist = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<plist version="1.0"><dict>',
        '<key>Label</key><string>se.ordna.shutdown</string>',
        `<key>ProgramArguments</key><array><string>/bin/sh</string><string>-c</string><string>${script}</string></array>`,
        '<key>RunAtLoad</key><true/><key>ExitTimeOut</key><integer>20</integer>',
        '</dict></plist>',
      ].join('\\n');
      const file = '/Library/LaunchDaemons/se.ordna.shutdown.plist';
      return `printf '${plist}\\n' | sudo tee ${file} >/dev/null && sudo launchctl load -w ${file}`;
    }
    case 'windows':
      // Run in an administrator Command Prompt: a task on the "shutdown started" event (User32, 1074).
      return `schtasks /Create /F /RU SYSTEM /TN "Ordna shutdown" /SC ONEVENT /EC System /MO "*[System[Provider[@Name='User32'] and EventID=1074]]" /TR "curl.exe -fsS -m 10 -X POST -H \\"Authorization: Bearer ${token}\\" ${url}"`;
  }
}
