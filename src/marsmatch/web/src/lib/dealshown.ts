// The commitment a table showed this browser for a deal before dealing it, kept (the first
// one seen) so that the fair-deal checks after the round (dealcheck.ts, on the table page
// and the Replay page) hold the revealed seed to it, not to whatever the latest frames
// carry (review N5). A browser that first saw a round after its deal keeps nothing for it,
// and its check says it is not proven.
import type { TableInfo } from "./frames";

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
  const kept = load(info.id);
  const offered: [number, string][] = [[info.next_deal.round, info.next_deal.commitment],
    [info.commitment_round, info.commitment]];
  let changed = false;
  for (const [round, commitment] of offered) {
    if (round > info.round && !(round in kept)) {
      kept[round] = commitment;
      changed = true;
    }
  }
  if (!changed) return;
  for (const round of Object.keys(kept)) if (Number(round) < info.round - KEPT_ROUNDS) delete kept[round];
  memory.set(info.id, kept);
  try {
    globalThis.localStorage?.setItem(KEY(info.id), JSON.stringify(kept));
  } catch {
    /* kept in memory */
  }
}
