import type { AreaCommand, AreaDeclaration } from '../../shared/area';

let loading: Promise<readonly AreaCommand[]> | null = null;

/**
 * Every area's commands, loaded once when a console first opens (each area's list is a chunk of
 * its own). The console's own come first, so `help` starts with them; others follow in area order.
 */
export function loadCommands(areas: readonly AreaDeclaration[]): Promise<readonly AreaCommand[]> {
  loading ??= Promise.all(
    [...areas]
      .sort((a, b) => Number(b.id === 'console') - Number(a.id === 'console'))
      .map((area) => area.commands?.().then((module) => module.default) ?? Promise.resolve([])),
  ).then(
    (lists) => lists.flat(),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
