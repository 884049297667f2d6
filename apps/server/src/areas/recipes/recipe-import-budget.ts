import { RECIPE_IMPORTS_PER_MINUTE } from '@ordna/contract/recipes/limits';
import { recipesRefusals } from '@ordna/contract/recipes/refusals';
import type { Refusal } from '@ordna/contract/kernel/refusals';

const MINUTE_MS = 60_000;

/**
 * How much importing one person may make this instance do: one page at a time, and at most
 * `perMinute` imports in any minute (each fetches up to 5 MiB and reads it in a worker). Kept in
 * this instance's memory: with several instances behind a balancer each counts its own, so a
 * person gets at most that many times the budget, which still bounds what one account can do.
 */
export class RecipeImportBudget {
  private readonly importing = new Set<string>();
  private readonly recent = new Map<string, number[]>();

  constructor(
    private readonly clock: () => number,
    private readonly perMinute = RECIPE_IMPORTS_PER_MINUTE,
  ) {}

  /** Starts an import for `personId`, or the refusal that says why not now. */
  begin(personId: string): Refusal | null {
    if (this.importing.has(personId)) return recipesRefusals.importInProgress;
    const now = this.clock();
    this.forgetBefore(now - MINUTE_MS);
    const times = this.recent.get(personId) ?? [];
    if (times.length >= this.perMinute) return recipesRefusals.importTooFrequent;
    times.push(now);
    this.recent.set(personId, times);
    this.importing.add(personId);
    return null;
  }

  /** The import `begin` allowed has ended, whatever its outcome. */
  end(personId: string): void {
    this.importing.delete(personId);
  }

  /** Drops imports older than `cutoff`, and people with none left, so the map holds the last minute only. */
  private forgetBefore(cutoff: number): void {
    for (const [personId, times] of this.recent) {
      while (times.length > 0 && times[0]! <= cutoff) times.shift();
      if (times.length === 0) this.recent.delete(personId);
    }
  }
}
