import type { LogEntry } from "../../lib/protocol";

// the last play (or pass) of each seat in the current trick, from the round's log
export function lastPlays(history: LogEntry[]): Record<number, LogEntry> {
  const out: Record<number, LogEntry> = {};
  for (const e of history) {
    if (e.type === "trick") for (const k of Object.keys(out)) delete out[Number(k)];
    else if ((e.type === "play" || e.type === "pass") && e.seat !== undefined) out[e.seat] = e;
  }
  return out;
}
