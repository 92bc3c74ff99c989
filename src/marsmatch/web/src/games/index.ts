// Each game's panels for the table and replay pages, picked by the table's `info.game`:
// the table itself is the same for every game (seats, hand, controls), the panels show
// what only one game has (MarsMatch's play to beat, Shengji's trick area and trump...).
// Facts the engine decides (what beats the top play, trump cards, how a round was won)
// come from the server as the view's `words`; panels only lay them out.
import type { Component } from "svelte";
import type { TableInfo } from "../lib/api";
import type { LogEntry, View } from "../lib/protocol";
import MarsMatchCenter from "./marsmatch/Center.svelte";
import MarsMatchLog from "./marsmatch/Log.svelte";
import MarsMatchSeat from "./marsmatch/Seat.svelte";
import MarsMatchSheet from "./marsmatch/Sheet.svelte";
import MarsMatchSummary from "./marsmatch/Summary.svelte";
import { handGroups as marsmatchGroups } from "./marsmatch/hand";
import { line as marsmatchLine } from "./marsmatch/lines";
import { answer as marsmatchAnswer, spoken as marsmatchSpoken, unbeatable } from "./marsmatch/speech";
import ShengjiCenter from "./shengji/Center.svelte";
import ShengjiLog from "./shengji/Log.svelte";
import ShengjiSeat from "./shengji/Seat.svelte";
import ShengjiSheet from "./shengji/Sheet.svelte";
import ShengjiSummary from "./shengji/Summary.svelte";
import { handGroups as shengjiGroups } from "./shengji/hand";
import { line as shengjiLine } from "./shengji/lines";
import { answer as shengjiAnswer, spoken as shengjiSpoken } from "./shengji/speech";
import { quickActions as shengjiQuick, type QuickAction } from "./shengji/livedeal";

export interface PanelProps {
  view: View;
  info: TableInfo | null; // null in the replay viewer
  history: LogEntry[];
  myTurn: boolean;
  seat: number | null; // the seat this browser plays (null: watching or replaying)
  seatName: (seat: number) => string;
}

export interface SeatProps extends PanelProps {
  index: number;
}

export interface SheetProps {
  info: TableInfo;
  seatName: (seat: number) => string;
}

// a run of the hand shown together (a suit, the trumps...), hand indexes in order
export interface HandGroup {
  key: string;
  label: string;
  trump?: boolean;
  marks?: Record<number, string>; // per hand index: "level", "joker", "kitty" ...
  indexes: number[];
}
export type GroupFn = (hand: string[], view: View, extra: { kitty: string[] }) => HandGroup[];

export interface GamePanels {
  Center: Component<PanelProps>; // the middle of the table during a round
  Summary: Component<PanelProps>; // how the round ended
  Seat: Component<SeatProps>; // in a seat's box: what it just played, its state
  Log: Component<PanelProps>; // the round turn by turn
  Sheet: Component<SheetProps>; // the score sheet across rounds
  groups: GroupFn; // how the hand is laid out
  stackable: boolean; // copies of a card are worth stacking (many identical cards)
  line: (e: LogEntry, seatName: (seat: number) => string) => string; // a log entry in words
  // what the table says aloud (screen reader, voice): new log entries, and before "Your
  // turn" what the seat must answer
  spoken: (entries: LogEntry[], view: View, seatName: (seat: number) => string) => string[];
  answer: (view: View, seatName: (seat: number) => string) => string;
  nothingBeats?: (view: View) => boolean; // the play on the table is the highest there is
  // one-tap actions the seat may take now outside its turn (Shengji's live deal: declare)
  quickActions?: (view: View, seat: number | null) => QuickAction[];
}

export const PANELS: Record<string, GamePanels> = {
  marsmatch: {
    Center: MarsMatchCenter, Summary: MarsMatchSummary, Seat: MarsMatchSeat, Log: MarsMatchLog,
    Sheet: MarsMatchSheet, groups: marsmatchGroups, stackable: true,
    line: marsmatchLine, spoken: marsmatchSpoken, answer: marsmatchAnswer, nothingBeats: unbeatable,
  },
  shengji: {
    Center: ShengjiCenter, Summary: ShengjiSummary, Seat: ShengjiSeat, Log: ShengjiLog,
    Sheet: ShengjiSheet, groups: shengjiGroups, stackable: false,
    line: shengjiLine, spoken: shengjiSpoken, answer: shengjiAnswer, quickActions: shengjiQuick,
  },
};
