// The signed-in account (people/, docs/people.md): read once from /api/me, kept here for
// every page. The session itself is an HttpOnly cookie: this code never sees its secret.
import { api } from "./api";

export interface Account {
  id: string;
  login: string;
  display_name: string;
  language: string;
  created_at: number;
  password: boolean;
}

let current = $state<Account | null>(null);
let loaded = $state(false);

export function account(): Account | null {
  return current;
}

export function accountLoaded(): boolean {
  return loaded;
}

export function setAccount(a: Account | null): void {
  current = a;
  loaded = true;
}

export async function refreshAccount(): Promise<Account | null> {
  try {
    const me = await api<{ account: Account | null }>("/api/me");
    setAccount(me.account);
  } catch {
    setAccount(null);
  }
  return current;
}

// the seat this account holds at a table (it follows the account to this device), if any
export async function accountSeat(table: string): Promise<number | null> {
  if (!(loaded ? current : await refreshAccount())) return null;
  try {
    const mine = await api<{ table: string; seat: number }[]>("/api/me/tables");
    return mine.find((m) => m.table === table)?.seat ?? null;
  } catch {
    return null;
  }
}

// While any tab of this site is open and signed in, look every WATCH_MS at the account's
// tables and notify (in the background) when a turn comes at one that was not yours yet:
// the turn-based tables' "your turn", without keeping each table open.
const WATCH_MS = 20000;
export function watchMyTurns(notify: (n: number, link: string) => void): () => void {
  let mine = new Set<string>();
  let first = true;
  const look = async () => {
    if (!current) return;
    try {
      const tables = await api<{ table: string; your_turn: boolean; link: string }[]>("/api/me/tables");
      const now = new Set(tables.filter((x) => x.your_turn).map((x) => x.table));
      const fresh = [...now].filter((x) => !mine.has(x));
      if (fresh.length && !first) notify(now.size, `#/t/${fresh[0]}`);
      mine = now;
      first = false;
    } catch { /* signed out meanwhile */ }
  };
  const timer = setInterval(look, WATCH_MS);
  void look();
  return () => clearInterval(timer);
}
