// What the server sends about a round (docs/server.md, docs/protocol.md). Every view has
// the common keys below for every game; each game adds its own (read by its panels).
export interface View {
  game: string;
  seat: number | null;
  players: string[];
  phase: string;
  finished: boolean;
  to_act: number[];
  banker: number | null;
  counts: number[];
  results: Record<string, any>[];
  commitment: string | null;
  rules: Record<string, unknown>;
  can_pass: boolean;
  actions: string[]; // the kinds of action open to this seat: play, pass, declare, bury
  hand?: string[];
  seed?: string | null;
  history?: LogEntry[]; // in the welcome frame only; updates carry the new entries as `log`
  [extra: string]: any;
}

// one engine event as this seat may see it; `type` names it (play, pass, trick, ...)
export interface LogEntry {
  type: string;
  seat?: number;
  cards?: string[] | number;
  [extra: string]: any;
}

// an action as a record dict: {play: [...], as?: spec} / {pass: true} / {declare: [...]} ...
export type Action = Record<string, any>;

// one way to read the selected cards, from the server: send `spec` back as `as`
export interface Reading {
  spec: string;
  describe: string;
}

export interface Check {
  ok: boolean;
  describe?: string;
  action?: Action;
  reason?: string;
  rule?: string | null;
  readings?: Reading[];
}

// the cards an action puts down, whatever its kind
export function actionCards(action: Action): string[] {
  const cards = Object.values(action).find(Array.isArray);
  return (cards as string[] | undefined) ?? [];
}
