/**
 * The seeded random walk behind local mode's simulated markets (coin prices and forex rates): per
 * key, a deviation in log space that is pulled back toward zero each step, so the value stays
 * around its reference, advancing one step per `stepMs` of clock time. The same seed and the same
 * clock give the same walk, so a test clock that does not move sees constant values.
 */

interface WalkOptions<K extends string> {
  seed: number;
  keys: readonly K[];
  /** The standard deviation of one step of a key, as a fraction. */
  sigma: (key: K) => number;
  stepMs: number;
}

interface RandomWalk<K extends string> {
  /** Takes the steps due by `nowMs` (at most MAX_STEPS_PER_READ of them). */
  advance(nowMs: number): void;
  /** The step last taken: values change only when it does. */
  step(): number | null;
  /** exp(deviation) of the key, to 12 places: what its reference is multiplied by. */
  factor(key: K): string;
}

const MAX_STEPS_PER_READ = 5_000;
/** Pull back toward the reference each step, so the walk stays around it. */
const MEAN_REVERSION = 0.02;

/** mulberry32: a small seeded generator, enough for a reproducible walk. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomWalk<K extends string>(opts: WalkOptions<K>): RandomWalk<K> {
  const random = mulberry32(opts.seed);
  const deviation = new Map<K, number>(opts.keys.map((k) => [k, 0]));
  let lastStep: number | null = null;
  const gauss = () => {
    const u = Math.max(random(), Number.EPSILON);
    const v = random();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  return {
    advance(nowMs) {
      const step = Math.floor(nowMs / opts.stepMs);
      if (lastStep === null || step <= lastStep) {
        lastStep ??= step;
        return;
      }
      const steps = Math.min(step - lastStep, MAX_STEPS_PER_READ);
      lastStep = step;
      for (let i = 0; i < steps; i++)
        for (const k of opts.keys)
          deviation.set(k, (deviation.get(k) ?? 0) * (1 - MEAN_REVERSION) + opts.sigma(k) * gauss());
    },
    step: () => lastStep,
    factor: (key) => Math.exp(deviation.get(key) ?? 0).toFixed(12),
  };
}
