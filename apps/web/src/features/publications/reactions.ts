import type { ReactionsSummary } from '@koinonia/contracts';

/** What a click on `clicked` makes of my reaction: the same one removes it, another sets it. */
export function nextReaction(mine: string | null, clicked: string): string | null {
  return mine === clicked ? null : clicked;
}

/** The summary once my reaction is `next` (null: removed), counts and total kept exact. */
export function applyReaction(summary: ReactionsSummary, next: string | null): ReactionsSummary {
  if (summary.mine === next) return summary;
  const counts = { ...summary.counts };
  let total = summary.total;
  if (summary.mine) {
    const left = (counts[summary.mine] ?? 1) - 1;
    if (left > 0) counts[summary.mine] = left;
    else delete counts[summary.mine];
    total -= 1;
  }
  if (next) {
    counts[next] = (counts[next] ?? 0) + 1;
    total += 1;
  }
  return { counts, total: Math.max(total, 0), mine: next };
}
