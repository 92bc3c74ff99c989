// How much a big hand overlaps ("fans") so that all of it is in view at once, as in
// every phone card room: the widest step (the part of a covered card that shows) whose
// laid-out hand stays within its height budget. The budget is under a third of the
// window (the dock grows into the room the table leaves; the trick stays in view above
// it), and never less than two rows. Measured on the real layout, not computed: groups,
// labels and wrapping are the browser's. When even the narrowest step leaves too many
// rows (a group per row: five suits of a 3-deck hand), the groups are packed: their cards
// flow on across rows, the trumps still marked card by card.
const STEPS = [34, 30, 27, 24, 22]; // px; 22 still shows "10" and its suit
const MIN_STEP = STEPS[STEPS.length - 1];

export interface Fan { step: number; packed: boolean }

export function fitFan(hand: HTMLElement): Fan {
  const style = hand.style;
  const had = { fan: hand.classList.contains("fan"), packed: hand.classList.contains("packed"),
                step: style.getPropertyValue("--step") };
  const card = hand.querySelector<HTMLElement>("[data-testid=card]");
  if (!card) return { step: 0, packed: false };
  const row = card.offsetHeight + 12;
  const budget = Math.max(2 * row + 16, window.innerHeight * 0.3);
  const tryFan = (step: number, packed: boolean): boolean => {
    hand.classList.toggle("fan", step > 0);
    hand.classList.toggle("packed", packed);
    if (step > 0) style.setProperty("--step", `${step}px`);
    else style.removeProperty("--step");
    return hand.scrollHeight <= budget;
  };
  const tries: Fan[] = [{ step: 0, packed: false }, ...STEPS.map((step) => ({ step, packed: false })),
                        ...STEPS.map((step) => ({ step, packed: true }))];
  const chosen = tries.find((f) => tryFan(f.step, f.packed)) ?? { step: MIN_STEP, packed: true };
  // leave the element as Svelte last set it; the caller's state sets the chosen fan
  hand.classList.toggle("fan", had.fan);
  hand.classList.toggle("packed", had.packed);
  if (had.step) style.setProperty("--step", had.step);
  else style.removeProperty("--step");
  return chosen;
}
