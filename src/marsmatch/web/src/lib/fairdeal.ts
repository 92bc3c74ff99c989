// Taking part in fair deals (docs/records.md, "deals the players help shuffle", scheme
// marsmatch-deal/2).
//
// Before each deal this browser picks a random value, keeps it (localStorage), sends only
// its SHA-256 ("commit"), and once the server has closed the set of commitments in the
// table's log, sends the value ("reveal"). The round's shuffle seed is the server's
// committed seed mixed with every revealed value, so the server could not choose the deal.
// What it kept (`stored`) lets the Replay page's check (dealcheck.ts) confirm its value was
// used; the stream and hashes are dealstream.ts's.
import { newValue, sha256 } from "./dealstream.ts";
import type { ClientMessage, Update, Welcome } from "./frames";

// what this browser keeps for one deal: its value and what it was shown before revealing
export interface Mine {
  table: string;
  round: number;
  seat: number;
  value: string;
  commitment: string; // sha256(value)
  serverCommitment: string | null; // the table's commitment when this value was made
  commitments?: { seat: number; commitment: string }[]; // the closed set, seen before revealing
}

const KEY = (table: string, round: number) => `mm-deal-${table}-${round}`;

export function stored(table: string, round: number): Mine | null {
  try {
    const raw = globalThis.localStorage?.getItem(KEY(table, round));
    return raw ? (JSON.parse(raw) as Mine) : null;
  } catch {
    return null;
  }
}

const KEPT_ROUNDS = 20; // a table's values kept for checking its last rounds

function keep(mine: Mine): void {
  try {
    const store = globalThis.localStorage;
    if (!store) return;
    store.setItem(KEY(mine.table, mine.round), JSON.stringify(mine));
    const prefix = `mm-deal-${mine.table}-`;
    for (let i = store.length - 1; i >= 0; i--) {
      const key = store.key(i);
      if (key?.startsWith(prefix) && Number(key.slice(prefix.length)) < mine.round - KEPT_ROUNDS) {
        store.removeItem(key);
      }
    }
  } catch {
    /* private mode: the value still takes part; only its later check is lost */
  }
}

// Follows the table's frames (TableConn calls onMessage for each) and contributes to each
// deal: commit to a fresh value for the next deal, reveal it once the commitments close.
export class FairDeal {
  private sent = new Set<string>();
  private table: string;
  private seat: number | null;
  private send: (msg: ClientMessage) => boolean;
  constructor(table: string, seat: number | null, send: (msg: ClientMessage) => boolean) {
    this.table = table;
    this.seat = seat;
    this.send = send;
  }

  reset(): void {
    this.sent.clear(); // a new connection: say again what the server may not have kept
  }

  async onMessage(msg: Welcome | Update): Promise<void> {
    const info = msg?.info;
    if (this.seat === null || !info || !globalThis.crypto?.subtle) return;
    if (msg.type === "update" && msg.event?.type === "commit") {
      const mine = stored(this.table, msg.event.round);
      if (mine) keep({ ...mine, commitments: msg.event.commitments });
    }
    if (info.status === "finished") return;
    const dealing = info.dealing;
    const round: number = dealing ? dealing.round : info.round + 1;
    if (!dealing || dealing.phase === "commit") {
      let mine = stored(this.table, round);
      if (!mine || mine.seat !== this.seat) {
        const value = newValue();
        const upcoming = info.next_deal?.round === round ? info.next_deal.commitment
          : info.commitment_round === round ? info.commitment : null;
        mine = { table: this.table, round, seat: this.seat, value, commitment: await sha256(value), serverCommitment: upcoming };
        keep(mine);
      }
      if (!this.sent.has(`c${round}`) && this.send({ type: "commit", round, commitment: mine.commitment })) {
        this.sent.add(`c${round}`);
      }
    } else if (dealing.phase === "reveal" && dealing.committed.includes(this.seat)) {
      let mine = stored(this.table, round);
      if (mine && !mine.commitments && dealing.commitments) {
        mine = { ...mine, commitments: dealing.commitments };
        keep(mine);
      }
      if (mine && !this.sent.has(`r${round}`) && this.send({ type: "reveal", round, value: mine.value })) {
        this.sent.add(`r${round}`);
      }
    }
  }
}
