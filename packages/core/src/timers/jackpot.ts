import { jackpot } from '../constants/business.js';

export interface JackpotRange {
  min: number;
  max: number;
}

export type JackpotLayout = 'default' | 'jackpotGame';

/** 1.2 to 1.3 billion by default; 200,000,000 to 300,000,000 on the jackpot game layout (spec section 2). */
export function jackpotRange(layout: JackpotLayout): JackpotRange {
  return layout === 'jackpotGame' ? jackpot.jackpotLayoutRange : jackpot.defaultRange;
}

/** A random integer in [min, max] from a [0, 1) random source. */
export function randomBetween(min: number, max: number, random: () => number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** The starting value: anywhere in the range. */
export function initialJackpotValue(range: JackpotRange, random: () => number = Math.random): number {
  return randomBetween(range.min, range.max, random);
}

/** Delay before the next tick: 3 to 5 seconds. */
export function nextTickDelay(random: () => number = Math.random): number {
  return randomBetween(jackpot.tickDelayMs.min, jackpot.tickDelayMs.max, random);
}

/** Amount a tick adds: 100 to 200. */
export function tickIncrement(random: () => number = Math.random): number {
  return randomBetween(jackpot.increment.min, jackpot.increment.max, random);
}

/**
 * The 20 values one tick animates through, 50 ms apart, ending at `from + increment`. A value that
 * would leave the range starts over at its minimum, so the counter stays between its bounds.
 */
export function tickSteps(from: number, increment: number, range: JackpotRange): number[] {
  const target = from + increment > range.max ? range.min : from + increment;
  const start = target === range.min ? range.min : from;
  return Array.from({ length: jackpot.steps }, (_, index) => Math.round(start + ((target - start) * (index + 1)) / jackpot.steps));
}

/**
 * Runs the counter: emits the starting value, then every 3-5 s adds 100-200 in 20 steps of 50 ms.
 * Returns a stop function. With reduced motion the screen can show only each tick's last value.
 */
export function startJackpotCounter(options: { layout: JackpotLayout; onValue: (value: number) => void; random?: () => number; initial?: number }): () => void {
  const random = options.random ?? Math.random;
  const range = jackpotRange(options.layout);
  let value = options.initial ?? initialJackpotValue(range, random);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  options.onValue(value);

  const schedule = () => {
    timer = setTimeout(() => {
      const steps = tickSteps(value, tickIncrement(random), range);
      let index = 0;
      const step = () => {
        if (stopped) return;
        value = steps[index] ?? value;
        options.onValue(value);
        index += 1;
        if (index < steps.length) timer = setTimeout(step, jackpot.stepMs);
        else schedule();
      };
      step();
    }, nextTickDelay(random));
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
