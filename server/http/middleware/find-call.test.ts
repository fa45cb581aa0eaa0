import { describe, expect, it } from 'vitest';
import type { CallDef } from '../call.js';
import { findCall } from './find-call.js';
import { given, lastStage, plainAnswer, post, stageApp } from './testing.js';

const call = { path: '/test/known', access: 'public' } as CallDef;

describe('the call lookup', () => {
  it('hands on the call the path names, or none', async () => {
    for (const [path, expected] of [
      ['/test/known', call],
      ['/test/unknown', undefined],
    ] as const) {
      let found: CallDef | undefined | null = null;
      const app = stageApp(
        plainAnswer(),
        given({ path }),
        findCall([call]),
        lastStage((c) => {
          found = c.get('call');
        }),
      );
      expect((await post(app, path)).status).toBe(200);
      expect(found).toBe(expected);
    }
  });
});
