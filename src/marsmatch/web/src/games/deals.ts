// Each game's deal of a seed, by the record's game: what the deal verifier (lib/dealcheck.ts)
// is given on the Replay page and in the Node test (no Svelte here, so Node can import it).
import type { DealFn } from "../lib/dealcheck.ts";
import { deal as marsmatch } from "./marsmatch/deal.ts";
import { deal as shengji } from "./shengji/deal.ts";

export const DEALS: Record<string, DealFn> = { marsmatch, shengji };
