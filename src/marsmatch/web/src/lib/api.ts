// REST helpers: every error comes back as {error: {code, message}}.
export class ApiError extends Error {
  constructor(public code: string, message: string, public status: number) {
    super(message);
  }
}

export async function api<T = any>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await res.json().catch(() => null);
  if (!res.ok) {
    const err = data?.error ?? { code: "http", message: res.statusText };
    throw new ApiError(err.code, err.message, res.status);
  }
  return data as T;
}

export interface SeatInfo {
  seat: number;
  name: string | null;
  kind: "human" | "bot";
  bot: string | null;
  taken: boolean;
  online: boolean;
  auto: boolean;
}

export interface TableInfo {
  id: string;
  game: string; // a key of games/index.ts PANELS
  title: string;
  name: string;
  rules: Record<string, unknown>;
  seats: SeatInfo[];
  status: string;
  round: number;
  version: number;
  match: any;
  turn_timer: number;
  commitment: string;
  commitment_round: number;
  deal: { round: number; commitment: string; seed: string | null } | null;
  free_seats?: number[];
  spectators: number;
  stopped?: string | null; // why the table stopped: "quota", "robot_rounds", "host"
}

// seat tokens live in this browser only
export function savedSeat(table: string): { seat: number; token: string } | null {
  try {
    const raw = localStorage.getItem(`mm-seat-${table}`);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

export function saveSeat(table: string, seat: number, token: string): void {
  localStorage.setItem(`mm-seat-${table}`, JSON.stringify({ seat, token }));
}

export function forgetSeat(table: string): void {
  localStorage.removeItem(`mm-seat-${table}`);
}

export async function sha256hex(text: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const buf = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
