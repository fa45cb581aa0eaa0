import { describe, expect, it } from 'vitest';
import { paymentFrameSize } from './layout.js';

describe('payment form', () => {
  it('frame size per width', () => {
    expect(paymentFrameSize(1280)).toEqual({ width: 550, height: 650 });
    expect(paymentFrameSize(768)).toEqual({ width: 728, height: 550 });
    expect(paymentFrameSize(600)).toEqual({ width: 560, height: 550 });
    expect(paymentFrameSize(480)).toEqual({ width: 460, height: 600 });
    expect(paymentFrameSize(360)).toEqual({ width: 340, height: 600 });
  });
});
