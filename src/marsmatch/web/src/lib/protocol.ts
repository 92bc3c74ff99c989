// What the server sends about a round (docs/server.md, docs/protocol.md): the engine's view
// (views.ts, generated from the engines' view models: the keys every game has, and each
// game's own, present when `game` is that game), with what the server adds.
import type { MarsMatchView, ShengjiView, ViewCore } from "./views";

export type { GameView, MarsMatchView, ShengjiView, ViewCore } from "./views";

type Own<V> = Partial<Omit<V, keyof ViewCore>>; // a game's own keys

export type View = ViewCore & Own<MarsMatchView> & Own<ShengjiView> & {
  words?: Record<string, any>; // the game's public facts in plain words (server/present.py)
  history?: LogEntry[]; // in the welcome frame only; updates carry the new entries as `log`
};

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
