// The table connection: hello with seat+token, gapless versions, resume after a drop.
import { FairDeal } from "./fairdeal";
import type { ClientMessage, ServerFrame } from "./frames";
export type ConnState = "connecting" | "online" | "reconnecting" | "offline";

export interface Handlers {
  onMessage: (msg: ServerFrame) => void;
  onState: (s: ConnState) => void;
}

export class TableConn {
  ws: WebSocket | null = null;
  v = -1;
  closed = false;
  attempts = 0;
  private timer: number | undefined;
  private pingTimer: number | undefined;
  private fair: FairDeal; // this seat's random part in each deal (fairdeal.ts)

  constructor(
    public table: string,
    public seat: number | null,
    public token: string | null,
    private h: Handlers,
    since: number | null = null, // the last version this browser saw (a stored one)
  ) {
    this.fair = new FairDeal(table, seat, (m) => this.send(m));
    if (since !== null) this.v = since;
    this.open();
    window.addEventListener("online", this.kick);
  }

  private kick = () => {
    if (!this.closed && (!this.ws || this.ws.readyState > 1)) this.open();
  };

  open(): void {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${proto}://${location.host}/ws/${this.table}`);
    this.ws = ws;
    this.h.onState(this.attempts ? "reconnecting" : "connecting");
    ws.onopen = () => {
      this.attempts = 0;
      // fold_acks: the update that carries our action's id is its ack (no ack frame follows)
      ws.send(JSON.stringify({ type: "hello", seat: this.seat, token: this.token, since: this.v >= 0 ? this.v : null, contribute: this.seat !== null, fold_acks: true }));
      this.fair.reset();
      clearInterval(this.pingTimer);
      this.pingTimer = window.setInterval(() => this.send({ type: "ping" }), 20000);
    };
    ws.onmessage = (ev) => {
      let msg: ServerFrame;
      try {
        msg = JSON.parse(ev.data);
      } catch {
        return;
      }
      if (msg.type === "welcome") {
        this.v = msg.v;
        this.h.onState("online");
      } else if (msg.type === "update") {
        if (msg.v !== this.v + 1) {
          // a gap: ask for a fresh snapshot from where we are
          this.send({ type: "hello", seat: this.seat, token: this.token, since: this.v, fold_acks: true });
          return;
        }
        this.v = msg.v;
      }
      if (msg.type === "welcome" || msg.type === "update") void this.fair.onMessage(msg);
      this.h.onMessage(msg);
    };
    ws.onclose = () => {
      clearInterval(this.pingTimer);
      if (this.closed) return;
      this.attempts += 1;
      this.h.onState(navigator.onLine === false ? "offline" : "reconnecting");
      const delay = Math.min(8000, 300 * 2 ** Math.min(this.attempts, 5));
      this.timer = window.setTimeout(() => this.open(), delay);
    };
  }

  send(msg: ClientMessage): boolean {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(msg));
      return true;
    }
    return false;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    clearInterval(this.pingTimer);
    window.removeEventListener("online", this.kick);
    this.ws?.close();
  }
}

let counter = 0;
export function newId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}-${counter}`;
}
