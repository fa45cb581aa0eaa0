import { describe, expect, it } from 'vitest';
import { memoryLogger, withRequestId } from './log.js';

describe('the logger', () => {
  it('redacts secret fields at the top level and one level down, whatever the caller passes', () => {
    const log = memoryLogger();
    log.warn('sign-in refused', {
      email: 'a@example.com',
      password: 'hunter2',
      body: { refreshToken: 'rt-123', totpSecret: 'JBSWY3DP', amount: '5' },
      authorization: 'Bearer abc',
    });
    const [line] = log.lines;
    expect(line).toMatchObject({ level: 'warn', msg: 'sign-in refused', email: 'a@example.com' });
    expect(JSON.stringify(line)).not.toMatch(/hunter2|rt-123|JBSWY3DP|Bearer abc/);
    expect(line?.password).toBe('[redacted]');
    expect(line?.body).toEqual({ refreshToken: '[redacted]', totpSecret: '[redacted]', amount: '5' });
  });

  it("carries the call's request id on every line logged inside it, however deep", async () => {
    const log = memoryLogger();
    const deep = async () => {
      await new Promise((r) => setTimeout(r, 1));
      log.info('inside');
    };
    await withRequestId('req-42', deep);
    log.info('outside');
    expect(log.lines.map((l) => [l.msg, l.requestId])).toEqual([
      ['inside', 'req-42'],
      ['outside', undefined],
    ]);
  });

  it('writes one JSON line per call with a time, a level name and the message, below the level nothing', () => {
    const log = memoryLogger();
    log.debug('detail', { n: 1 });
    expect(log.lines[0]).toEqual({
      t: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'debug',
      msg: 'detail',
      n: 1,
    });
  });
});
