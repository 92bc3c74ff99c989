// The deal's randomness (docs/records.md, scheme marsmatch-deal/2): SHA-256 fingerprints,
// the mixing of the server's seed with the players' values, the seed's HMAC-SHA256 streams,
// the canonical shoe and the Fisher-Yates shuffle. Python's marsmatch.shuffle is the other
// side; both run on WebCrypto here, so the same code runs in the browser and in Node.

export const SCHEME = "marsmatch-deal/2";

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

// a player's random part in a deal: 32 random bytes, hex
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
const DECK_RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
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

// a seat drawn from the seed's "banker" stream (MarsMatch's banker, R1.2)
export async function drawSeat(seed: string, players: number): Promise<number> {
  return new Stream(enc.encode(seed), "banker").below(players);
}
