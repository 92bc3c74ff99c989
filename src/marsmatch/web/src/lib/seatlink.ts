// The private seat link: the seat's token in the URL fragment (never sent to the server by
// the browser), so a player can take their seat on a phone or in another browser.
import { saveSeat } from "./api";
import { setSeatLinkShown } from "./prefs";

export function seatLink(table: string, seat: number, token: string): string {
  return `${location.origin}/#/t/${table}/seat/${seat}/${token}`;
}

// a seat link in the address bar: keep the seat in this browser, then show the plain
// table link instead, so the secret does not stay on screen or in the history
export function takeSeatFromHash(hash: string): string | null {
  const m = hash.match(/^#\/t\/([\w-]+)\/seat\/(\d+)\/([\w-]+)$/);
  if (!m) return null;
  saveSeat(m[1], Number(m[2]), m[3]);
  setSeatLinkShown(m[1], Number(m[2])); // whoever opened it has the link already
  const plain = `#/t/${m[1]}`;
  history.replaceState(null, "", plain);
  return plain;
}
