/**
 * How many history rows are drawn: a first screenful, then one step more each time the customer
 * reaches the end, so that a long history never puts thousands of rows in the page at once
 * (decision 221).
 */
export const DRAW_STEP = 50;

/**
 * Rows drawn in the list's first frame: a phone's screenful and a little more. The rest of the
 * first step follows at once as a transition, so the first rows are on screen without waiting for
 * fifty rows' rendering (about 0.2 s at a phone's CPU; decision 475).
 */
export const FIRST_DRAW = 12;

interface MoreStep {
  /** Rows to draw after this step. */
  drawn: number;
  /** Whether the next older page should be asked for now. */
  fetch: boolean;
}

/**
 * The step taken at the end of the list: draw `step` more of the loaded rows, and ask for the
 * next page when those rows (or fewer) are all that is left to draw, so it is there in time.
 */
export function nextStep(drawn: number, loaded: number, hasMorePages: boolean, step = DRAW_STEP): MoreStep {
  const next = Math.min(loaded, drawn + step);
  return { drawn: Math.max(drawn, next), fetch: hasMorePages && loaded - next <= step };
}
