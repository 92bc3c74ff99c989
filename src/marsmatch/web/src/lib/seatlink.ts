// The private seat link: the seat's token in the URL fragment (never sent to the server by
// the browser), so a player can take their seat on a phone or in another browser.
import { savedSeat, saveSeat } from "./api";

export function seatLink(table: string, seat: number, token: string): string {
  return `${location.origin}/#/t/${table}/seat/${seat}/${token}`;
}

// a link waiting for the person's yes: it would replace the seat this browser holds
export function pendingSeat(table: string): { seat: number; token: string } | null {
  try {
    return JSON.parse(sessionStorage.getItem(`mm-pending-${table}`) ?? "null");
  } catch {
    return null;
  }
}
export function dropPending(table: string): void {
  sessionStorage.removeItem(`mm-pending-${table}`);
}

// a seat link in the address bar: keep the seat in this browser, then show the plain
// table link instead, so the secret does not stay on screen or in the history. Where this
// browser holds another seat (or another link) at that table, ask first (#/confirm/...).
export function takeSeatFromHash(hash: string): string | null {
  const m = hash.match(/^#\/t\/([\w-]+)\/seat\/(\d+)\/([\w-]+)$/);
  if (!m) return null;
  const [table, seat, token] = [m[1], Number(m[2]), m[3]];
  const held = savedSeat(table);
  let plain = `#/t/${table}`;
  if (held && (held.seat !== seat || held.token !== token)) {
    sessionStorage.setItem(`mm-pending-${table}`, JSON.stringify({ seat, token }));
    plain = `#/confirm/${table}`;
  } else {
    saveSeat(table, seat, token);
  }
  history.replaceState(null, "", plain);
  return plain;
}
