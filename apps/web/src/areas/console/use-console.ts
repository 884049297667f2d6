import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/api';
import { useSession } from '../../api/use-session';
import type { CommandContext, ConsoleLine } from '../../shared/area';
import { useAreaDeclarations } from '../../shared/areas-context';
import { completeLine, type Completion } from './complete-line';
import { loadHistory, saveHistory, withLine } from './history';
import { loadCommands } from './load-commands';
import { namedRoutes } from './named-routes';
import { runLine } from './run-line';

/** One line of the console's output: what the person typed, or what a command answered. */
export interface Entry extends ConsoleLine {
  id: number;
  typed?: boolean;
}

/**
 * A console's state: its output, this device's history, and running and completing lines with
 * every area's commands. `onNavigate` runs after a command opened a page (the overlay closes then).
 */
export function useConsole({ onNavigate }: { onNavigate?: () => void } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useSession() !== null;
  const areas = useAreaDeclarations();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [history, setHistory] = useState(() => loadHistory());
  const [busy, setBusy] = useState(false);
  const lastId = useRef(0);

  const append = useCallback((lines: readonly (ConsoleLine & { typed?: boolean })[]) => {
    const numbered = lines.map((line) => ({ ...line, id: (lastId.current += 1) }));
    setEntries((shown) => [...shown, ...numbered]);
  }, []);

  const contextOf = useCallback(
    async (): Promise<CommandContext> => ({
      signedIn,
      t: (key, values) => t(key, values),
      api,
      queryClient,
      navigate: (to) => {
        void navigate(to);
        onNavigate?.();
      },
      routes: namedRoutes(
        areas.flatMap((area) => area.routes),
        (key) => t(key),
      ),
      commands: await loadCommands(areas),
      clear: () => setEntries([]),
    }),
    [signedIn, t, queryClient, navigate, onNavigate, areas],
  );

  const run = useCallback(
    async (line: string) => {
      const typed = line.trim();
      if (!typed) return;
      const next = withLine(history, typed);
      setHistory(next);
      saveHistory(next);
      append([{ text: typed, typed: true }]);
      setBusy(true);
      try {
        append(await runLine(typed, await contextOf()));
      } catch {
        append([{ text: t('console.failed'), tone: 'error' }]);
      } finally {
        setBusy(false);
      }
    },
    [history, append, contextOf, t],
  );

  const complete = useCallback(
    async (line: string): Promise<Completion> => {
      try {
        return await completeLine(line, await contextOf());
      } catch {
        return { line, options: [] };
      }
    },
    [contextOf],
  );

  return { entries, history, busy, run, complete, append };
}
