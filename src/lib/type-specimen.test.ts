import { describe, expect, it } from 'vitest';
import { layOutTypeSpecimen } from './type-specimen.js';

/** A specimen line stand-in: records when it is shown and laid out. */
function line(log: string[], name: string) {
  return {
    hidden: true,
    isConnected: true,
    getBoundingClientRect() {
      log.push(`${name} laid out${this.hidden ? ' while hidden' : ''}`);
      return {};
    },
  };
}

function specimen(lines: ReturnType<typeof line>[]) {
  return {
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('.boot-type > [hidden]');
      return lines.filter((l) => l.hidden);
    },
  } as unknown as ParentNode;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('layOutTypeSpecimen', () => {
  it('shows and lays out one line per task, none in the task that starts it', async () => {
    const log: string[] = [];
    const lines = [line(log, 'a'), line(log, 'b'), line(log, 'c')];
    const done = layOutTypeSpecimen(specimen(lines));
    expect(log).toEqual([]);
    await tick();
    expect(log).toEqual(['a laid out']);
    await tick();
    expect(log).toEqual(['a laid out', 'b laid out']);
    await done;
    expect(log).toEqual(['a laid out', 'b laid out', 'c laid out']);
    expect(lines.every((l) => !l.hidden)).toBe(true);
  });

  it('stops once the first screen has replaced the shell', async () => {
    const log: string[] = [];
    const lines = [line(log, 'a'), line(log, 'b'), line(log, 'c')];
    const done = layOutTypeSpecimen(specimen(lines));
    await tick();
    for (const l of lines) l.isConnected = false;
    await done;
    expect(log).toEqual(['a laid out']);
  });
});
