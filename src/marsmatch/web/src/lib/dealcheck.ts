// Checking a deal in the browser, from the revealed seed alone (docs/records.md):
//   commitment = SHA-256(seed), published before the deal;
//   a stream for a purpose label = HMAC-SHA256(key=seed, msg=label || counter as 8 bytes
//   big-endian) for counter 0, 1, ..., read as 64-bit big-endian words;
//   below(n) draws words until one is under the largest multiple of n below 2^64;
//   the shoe is shuffled by Fisher-Yates with below(i + 1) for i = len-1 .. 1 ("shuffle");
//   a drawn first player is below(players) from the "banker" stream.
// How a shuffled shoe becomes hands is each game's (games/*/deal.ts).

const enc = new TextEncoder();
const TWO64 = 1n << 64n;

export async function sha256hex(text: string): Promise<string> {
  const buf = await crypto.subtle.digest("SHA-256", enc.encode(text));
  return hex(new Uint8Array(buf));
}

function hex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export class DealStream {
  private key: Promise<CryptoKey>;
  private counter = 0n;
  private words: bigint[] = [];

  constructor(seed: string, private label: string) {
    this.key = crypto.subtle.importKey("raw", enc.encode(seed), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  }

  async word(): Promise<bigint> {
    if (!this.words.length) {
      const label = enc.encode(this.label);
      const msg = new Uint8Array(label.length + 8);
      msg.set(label);
      new DataView(msg.buffer).setBigUint64(label.length, this.counter);
      this.counter += 1n;
      const block = new DataView(await crypto.subtle.sign("HMAC", await this.key, msg));
      this.words = [0, 8, 16, 24].map((i) => block.getBigUint64(i));
    }
    return this.words.shift()!;
  }

  async below(n: number): Promise<number> {
    const big = BigInt(n);
    const limit = TWO64 - (TWO64 % big);
    for (;;) {
      const x = await this.word();
      if (x < limit) return Number(x % big);
    }
  }
}

export async function shuffled<T>(items: T[], seed: string): Promise<T[]> {
  const out = [...items];
  const stream = new DealStream(seed, "shuffle");
  for (let i = out.length - 1; i > 0; i--) {
    const j = await stream.below(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export async function drawSeat(seed: string, players: number): Promise<number> {
  return new DealStream(seed, "banker").below(players);
}

// one deck in canonical order: suits S H D C, ranks 2..A, then LJ, BJ (cards.shoe)
export const DECK_RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
export function shoe(decks: number, suited: boolean): string[] {
  const out: string[] = [];
  for (let d = 0; d < decks; d++) {
    for (const s of ["S", "H", "D", "C"]) for (const r of DECK_RANKS) out.push(suited ? s + r : r);
    out.push("LJ", "BJ");
  }
  return out;
}

// what the server says about a round's deal (server/replay.py `deal`)
export interface DealFacts {
  seed: string;
  commitment: string | null;
  seats: number;
  decks: number;
  banker: number | null;
  kitty_size: number;
  hands: string[][];
}

export interface Dealt {
  hands: string[][];
  kitty: string[];
  banker: number | null; // the first player drawn from the seed, where the game draws one
}

export type DealFn = (facts: DealFacts) => Promise<Dealt>;

export interface DealCheck {
  commitment: boolean | null; // null: no commitment was published
  hands: boolean;
  badSeats: number[];
  dealt: Dealt;
  digest: string;
}

export async function checkDeal(facts: DealFacts, deal: DealFn): Promise<DealCheck> {
  const digest = await sha256hex(facts.seed);
  const dealt = await deal(facts);
  const badSeats: number[] = [];
  facts.hands.forEach((h, s) => {
    if (!sameMultiset(h, dealt.hands[s] ?? [])) badSeats.push(s);
  });
  return {
    commitment: facts.commitment ? facts.commitment.toLowerCase() === digest : null,
    hands: badSeats.length === 0 && dealt.hands.length === facts.hands.length,
    badSeats,
    dealt,
    digest,
  };
}

function sameMultiset(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  const m = new Map<string, number>();
  for (const c of a) m.set(c, (m.get(c) ?? 0) + 1);
  for (const c of b) {
    const n = m.get(c) ?? 0;
    if (!n) return false;
    m.set(c, n - 1);
  }
  return true;
}
