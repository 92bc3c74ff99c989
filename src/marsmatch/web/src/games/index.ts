// Each game's panels for the table page, picked by the table's `info.game`: the table
// itself is the same for every game (seats, hand, controls), the panels show what only
// one game has (MarsMatch's play to beat, Shengji's trump and tricks...).
import type { Component } from "svelte";
import type { TableInfo } from "../lib/api";
import type { LogEntry, View } from "../lib/protocol";
import MarsMatchCenter from "./marsmatch/Center.svelte";
import MarsMatchLog from "./marsmatch/Log.svelte";
import MarsMatchSeat from "./marsmatch/Seat.svelte";
import MarsMatchSummary from "./marsmatch/Summary.svelte";
import ShengjiCenter from "./shengji/Center.svelte";
import ShengjiSeat from "./shengji/Seat.svelte";
import ShengjiSummary from "./shengji/Summary.svelte";

export interface PanelProps {
  view: View;
  info: TableInfo;
  history: LogEntry[];
  myTurn: boolean;
  seatName: (seat: number) => string;
}

export interface SeatProps extends PanelProps {
  index: number;
}

export interface GamePanels {
  Center: Component<PanelProps>; // the middle of the table during a round
  Summary: Component<PanelProps>; // how the round ended
  Seat: Component<SeatProps>; // under a seat's name: what it just played, its score
  Log?: Component<PanelProps>; // the round turn by turn
}

export const PANELS: Record<string, GamePanels> = {
  marsmatch: { Center: MarsMatchCenter, Summary: MarsMatchSummary, Seat: MarsMatchSeat, Log: MarsMatchLog },
  shengji: { Center: ShengjiCenter, Summary: ShengjiSummary, Seat: ShengjiSeat },
};
