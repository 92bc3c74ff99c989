// A MarsMatch hand is one run by rank (suits never matter, R1); stacking groups copies.
import type { GroupFn } from "../index";

export const handGroups: GroupFn = (hand) => [{ key: "all", label: "", indexes: hand.map((_, i) => i) }];
