// Small preferences kept in this browser.
function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* private mode: not kept */
  }
}

export const prefs = {
  get sound(): boolean { return read("mm-sound", false); },
  set sound(v: boolean) { write("mm-sound", v); },
  get vibrate(): boolean { return read("mm-vibrate", true); },
  set vibrate(v: boolean) { write("mm-vibrate", v); },
  // null: stack big hands (more than 20 cards), unstack small ones
  get stacked(): boolean | null { return read<boolean | null>("mm-stacked", null); },
  set stacked(v: boolean | null) { write("mm-stacked", v); },
};

// the last table version this browser saw, per table: sent as `since` when it comes back,
// so the server can tell what happened meanwhile
export function lastSeen(table: string): number | null {
  return read<number | null>(`mm-v-${table}`, null);
}
export function setLastSeen(table: string, v: number): void {
  write(`mm-v-${table}`, v);
}
