// Fair deals (docs/records.md, "deals the players help shuffle", scheme marsmatch-deal/2).
//
// Before each deal this browser picks a random value, keeps it (localStorage), sends only
// its SHA-256 ("commit"), and once the server has closed the set of commitments in the
// table's log, sends the value ("reveal"). The round's shuffle seed is the server's
// committed seed mixed with every revealed value, so the server could not choose the deal.
//
// verifyDeal() checks a record (or a table's `info.deal` once the round is over) part by
// part: the server's seed against the commitment published before the deal, each value
// against its commitment, the mixing, this browser's own value, the commitments it saw
// before revealing, and — given the hands dealt — the shuffle and the deal itself.
// It runs unchanged in Node (WebCrypto), which the test suite uses.

export const SCHEME = "marsmatch-deal/2";

export interface Contribution {
  seat: number;
  commitment: string;
  value: string | null;
}

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

const enc = new TextEncoder();

function hex(bytes: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function unhex(text: string): Uint8Array {
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return out;
}

export async function sha256(text: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", enc.encode(text)));
}

async function hmac(key: Uint8Array, msg: Uint8Array): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey("raw", key as BufferSource, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, msg as BufferSource));
}

export function newValue(): string {
  return hex(crypto.getRandomValues(new Uint8Array(32)));
}

export function isValue(v: unknown): v is string {
  return typeof v === "string" && /^[0-9a-f]{64}$/.test(v);
}

// HMAC-SHA256(server seed, "marsmatch-deal/2" || per revealed value by seat: seat (2 bytes) || value (32 bytes))
export async function mixedSeed(serverSeed: string, values: [number, string][]): Promise<string> {
  const parts: number[] = [...enc.encode(SCHEME)];
  for (const [seat, value] of [...values].sort((a, b) => a[0] - b[0])) {
    parts.push((seat >> 8) & 255, seat & 255, ...unhex(value));
  }
  return hex(await hmac(enc.encode(serverSeed), new Uint8Array(parts)));
}

// --- the shuffle (records.md steps 3-8) ---------------------------------------------------
class Stream {
  private words: bigint[] = [];
  private counter = 0n;
  private key: Uint8Array;
  private label: string;
  constructor(key: Uint8Array, label: string) {
    this.key = key;
    this.label = label;
  }
  async word(): Promise<bigint> {
    if (!this.words.length) {
      const ctr = new Uint8Array(8);
      new DataView(ctr.buffer).setBigUint64(0, this.counter);
      this.counter += 1n;
      const block = await hmac(this.key, new Uint8Array([...enc.encode(this.label), ...ctr]));
      const view = new DataView(block.buffer);
      this.words = [0, 8, 16, 24].map((i) => view.getBigUint64(i));
    }
    return this.words.shift()!;
  }
  async below(n: number): Promise<number> {
    const N = BigInt(n);
    const limit = 2n ** 64n - (2n ** 64n % N);
    for (;;) {
      const x = await this.word();
      if (x < limit) return Number(x % N);
    }
  }
}

// one deck in canonical order: suits S H D C, ranks 2..A, then LJ, BJ (cards.shoe);
// unsuited (MarsMatch) cards are the ranks alone
export const DECK_RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
export function shoe(decks: number, suited: boolean): string[] {
  const out: string[] = [];
  for (let d = 0; d < decks; d++) {
    for (const s of ["S", "H", "D", "C"]) for (const r of DECK_RANKS) out.push(suited ? s + r : r);
    out.push("LJ", "BJ");
  }
  return out;
}

// Fisher-Yates over `items` driven by the seed's "shuffle" stream
export async function shuffled<T>(items: T[], seed: string): Promise<T[]> {
  const out = [...items];
  const stream = new Stream(enc.encode(seed), "shuffle");
  for (let i = out.length - 1; i > 0; i--) {
    const j = await stream.below(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export async function shuffledShoe(seed: string, decks: number): Promise<string[]> {
  return shuffled(shoe(decks, true), seed);
}

export async function drawSeat(seed: string, players: number): Promise<number> {
  return new Stream(enc.encode(seed), "banker").below(players);
}

const rankOf = (card: string) => (card === "LJ" || card === "BJ" ? card : card.slice(1));
const SHENGJI_KITTY: Record<number, number> = { 1: 6, 2: 8, 3: 6 };

// each game's deal of a shuffled shoe (records.md; rules-shengji.md G1.4), by the record's game
export const DEALERS: Record<string, (seed: string, record: any) => Promise<string[][]>> = {
  marsmatch: async (seed, record) => {
    const n = record.players.length;
    const banker = record.banker ?? (await drawSeat(seed, n));
    const hands: string[][] = Array.from({ length: n }, () => []);
    (await shuffledShoe(seed, n)).forEach((card, p) => hands[(((banker - p) % n) + n) % n].push(rankOf(card)));
    return hands;
  },
  shengji: async (seed, record) => {
    const decks = Number(record.rules?.decks ?? 2);
    const order = await shuffledShoe(seed, decks);
    const kitty = SHENGJI_KITTY[decks] ?? ((54 * decks - 8) % 4 === 0 ? 8 : 6);
    const body = order.slice(0, order.length - kitty);
    return [0, 1, 2, 3].map((s) => body.filter((_, i) => i % 4 === s));
  },
};

const sameCards = (a: string[], b: string[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

export interface DealCheck {
  ok: boolean;
  scheme: string; // "marsmatch-deal/2", or "seed" for records before it
  commitmentOk: boolean | null; // null: no commitment (which fails)
  seedOk: boolean | null; // the shuffle seed is the server's seed mixed with the values
  contributions: { seat: number; ok: boolean | null; used: boolean }[];
  mineOk: boolean | null; // this browser's value is the one used at its seat (null: not known)
  seenOk: boolean | null; // the commitments are the ones this browser saw before revealing
  handsOk: boolean | null; // the hands given are the deal of the seed (null: none given)
  problems: string[];
}

// Check a record's deal (records.md) — every part. `mine`: what this browser kept for
// that deal (stored(table, round)); `hands`: the hands dealt (the replay's first position).
export async function verifyDeal(record: any, mine: Mine | null = null, hands: string[][] | null = null): Promise<DealCheck> {
  const problems: string[] = [];
  const seed: string = record.seed;
  const deal = record.deal ?? null;
  const out: DealCheck = {
    ok: false, scheme: deal ? deal.scheme : "seed", commitmentOk: null, seedOk: null,
    contributions: [], mineOk: null, seenOk: null, handsOk: null, problems,
  };
  if (typeof seed !== "string") {
    problems.push("the record has no seed");
    return out;
  }
  if (deal && deal.scheme !== SCHEME) {
    problems.push(`unknown deal scheme ${deal.scheme}`);
    return out;
  }
  const committed = deal ? deal.server_seed : seed;
  if (!record.commitment) problems.push("the record has no commitment, so nothing shows the seed was fixed before the deal");
  else {
    out.commitmentOk = (await sha256(committed)) === String(record.commitment).toLowerCase();
    if (!out.commitmentOk) problems.push("the server's seed does not match the commitment published before the deal");
  }
  if (deal) {
    const used: [number, string][] = [];
    for (const c of deal.contributions as Contribution[]) {
      const ok = c.value === null ? null : isValue(c.value) && (await sha256(c.value)) === c.commitment;
      if (ok === false) problems.push(`seat ${c.seat}'s value does not match its commitment`);
      if (ok) used.push([c.seat, c.value as string]);
      out.contributions.push({ seat: c.seat, ok, used: ok === true });
    }
    out.seedOk = (await mixedSeed(deal.server_seed, used)) === seed;
    if (!out.seedOk) problems.push("the shuffle seed is not the server's seed mixed with the players' values");
    if (mine) {
      const at = (deal.contributions as Contribution[]).find((c) => c.seat === mine.seat);
      out.mineOk = !!at && at.value === mine.value && at.commitment === mine.commitment;
      if (!out.mineOk) problems.push("your value is not the one used for your seat");
      if (mine.serverCommitment && mine.serverCommitment !== record.commitment) {
        out.mineOk = false;
        problems.push("the commitment is not the one the table showed before your value was made");
      }
      if (mine.commitments) {
        const seen = JSON.stringify(mine.commitments.map((c) => [c.seat, c.commitment]));
        const rec = JSON.stringify((deal.contributions as Contribution[]).map((c) => [c.seat, c.commitment]));
        out.seenOk = seen === rec;
        if (!out.seenOk) problems.push("the commitments are not the ones you saw before you revealed your value");
      }
    }
  } else if (mine) {
    out.mineOk = false;
    problems.push("your value was not used: this deal came from the server's seed alone");
  }
  if (hands && DEALERS[record.game]) {
    const dealt = await DEALERS[record.game](seed, record);
    out.handsOk = hands.length === dealt.length && hands.every((h, i) => sameCards(h, dealt[i]));
    if (!out.handsOk) problems.push("the hands are not the deal of the seed");
  }
  out.ok = problems.length === 0;
  return out;
}

// --- this browser's part in each deal ---------------------------------------------------
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
  private send: (msg: unknown) => boolean;
  constructor(table: string, seat: number | null, send: (msg: unknown) => boolean) {
    this.table = table;
    this.seat = seat;
    this.send = send;
  }

  reset(): void {
    this.sent.clear(); // a new connection: say again what the server may not have kept
  }

  async onMessage(msg: any): Promise<void> {
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
