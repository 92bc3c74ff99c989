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

// a table's public info (frames.ts, generated from server/frames.py); the lobby's
// summaries also list the free seats
import type { TableInfo as Info } from "./frames";
export type { SeatInfo } from "./frames";
export type TableInfo = Info & { free_seats?: number[] };

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

// this browser's own secret, sent when it takes a seat and when it renews a seat's link:
// the server keeps its hash per seat, so a leaked seat link alone can never renew the
// link and lock this browser out. It never leaves this browser otherwise.
export function seatKey(): string {
  let key = localStorage.getItem("mm-seat-key");
  if (!key) {
    key = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
    localStorage.setItem("mm-seat-key", key);
  }
  return key;
}

export function forgetSeat(table: string): void {
  localStorage.removeItem(`mm-seat-${table}`);
}
