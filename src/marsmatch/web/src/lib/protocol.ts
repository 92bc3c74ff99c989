// What the server sends about a round (docs/server.md, docs/protocol.md): the engine's view
// (views.ts, generated from the engines' view models: the keys every game has, and each
// game's own, present when `game` is that game), with what the server adds.
import type { CheckAnswer, ReadingOption } from "./frames";
import type { MarsMatchView, ShengjiView, ViewCore } from "./views";

export type { GameView, MarsMatchView, ShengjiView, ViewCore } from "./views";
// every server frame and client message (frames.ts, generated from server/frames.py and
// server/protocol.py)
export type * from "./frames";

// a sentence as a catalogue message (docs/translations.md)
export interface Msg {
  id: string;
  args?: Record<string, unknown>;
}

// the match so far (each game's Match.summary(): its rounds and totals)
export type MatchSummary = Record<string, any>;

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

// a check's answer, and one way to read the selected cards (send `spec` back as `as`)
export type Check = CheckAnswer;
export type Reading = ReadingOption;

// the cards an action puts down, whatever its kind
export function actionCards(action: Action): string[] {
  const cards = Object.values(action).find(Array.isArray);
  return (cards as string[] | undefined) ?? [];
}
