// How much a big hand overlaps ("fans") so that all of it is in view at once, as in
// every phone card room: the widest step (the part of a covered card that shows) whose
// laid-out hand stays within its height budget. The budget is under a third of the
// window (the dock grows into the room the table leaves; the trick stays in view above
// it), and never less than two rows. Measured on the real layout, not computed: groups,
// labels and wrapping are the browser's.
const STEPS = [34, 30, 27, 24, 22]; // px; 22 still shows "10" and its suit
const MIN_STEP = STEPS[STEPS.length - 1];

export function fitFan(hand: HTMLElement): number {
  const style = hand.style;
  const had = hand.classList.contains("fan");
  const hadStep = style.getPropertyValue("--step");
  const card = hand.querySelector<HTMLElement>("[data-testid=card]");
  if (!card) return 0;
  const row = card.offsetHeight + 12;
  const budget = Math.max(2 * row + 16, window.innerHeight * 0.3);
  const tryStep = (s: number): number => {
    hand.classList.toggle("fan", s > 0);
    if (s > 0) style.setProperty("--step", `${s}px`);
    else style.removeProperty("--step");
    return hand.scrollHeight;
  };
  let chosen = 0;
  if (tryStep(0) > budget) {
    chosen = MIN_STEP;
    for (const s of STEPS) {
      if (tryStep(s) <= budget) { chosen = s; break; }
    }
  }
  // leave the element as Svelte last set it; the caller's state sets the chosen step
  hand.classList.toggle("fan", had);
  if (hadStep) style.setProperty("--step", hadStep);
  else style.removeProperty("--step");
  return chosen;
}
