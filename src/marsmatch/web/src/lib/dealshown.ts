// The commitment a table showed this browser for a deal before dealing it, kept (the first
// one seen) so that the fair-deal checks after the round (dealcheck.ts, on the table page
// and the Replay page) hold the revealed seed to it, not to whatever the latest frames
// carry (review N5). A browser that first saw a round after its deal keeps nothing for it,
// and its check says it is not proven.
import type { NextDeal, TableInfo } from "./frames";

const KEY = (table: string) => `mm-shown-${table}`;
const KEPT_ROUNDS = 20; // a table's last rounds, for their checks
const memory = new Map<string, Record<string, string>>(); // where localStorage is not kept

function load(table: string): Record<string, string> {
  try {
    const raw = globalThis.localStorage?.getItem(KEY(table));
    if (raw) return JSON.parse(raw) as Record<string, string>;
  } catch {
    /* private mode: kept in memory only */
  }
  return memory.get(table) ?? {};
}

// the commitment kept for `round` of `table`, or null when this browser saw none before its deal
export function shownBefore(table: string, round: number): string | null {
  return load(table)[round] ?? null;
}

// Keeps, from a table's info, the commitments of the deals not made yet: the next deal's,
// and between rounds the upcoming one's. A later, different one for the same round is
// not kept: the check then finds the change.
export function noteShown(info: TableInfo): void {
  const offered: [number, string][] = [[info.next_deal.round, info.next_deal.commitment],
    [info.commitment_round, info.commitment]];
  keep(info.id, info.round, offered.filter(([round]) => round > info.round));
}

// Keeps the first deal's commitment from the answer that made the table (`first_deal`),
// before this browser has seen any of the table: a table full at creation is dealt before
// its page opens, so its page never sees that commitment before the deal.
export function keepFirstDeal(table: string, deal: NextDeal): void {
  keep(table, 0, [[deal.round, deal.commitment]]);
}

function keep(table: string, round: number, offered: [number, string][]): void {
  const kept = load(table);
  let changed = false;
  for (const [r, commitment] of offered) {
    if (!(r in kept)) {
      kept[r] = commitment;
      changed = true;
    }
  }
  if (!changed) return;
  for (const r of Object.keys(kept)) if (Number(r) < round - KEPT_ROUNDS) delete kept[r];
  memory.set(table, kept);
  try {
    globalThis.localStorage?.setItem(KEY(table), JSON.stringify(kept));
  } catch {
    /* kept in memory */
  }
}
