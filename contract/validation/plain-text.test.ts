import { describe, expect, it } from 'vitest';
import { hasNameChars } from './names.js';
import { isPlainText, plainTextProblem } from './plain-text.js';

describe('the plain text rule for names and labels', () => {
  it.each([
    ['Alex Morgan\u202e', 'hidden'],
    ['\u202enagroM xelA', 'hidden'],
    ['Alex\u200bMorgan', 'hidden'],
    ['Alex\u2066Morgan\u2069', 'hidden'],
    ['Alex\u200fMorgan', 'hidden'],
    ['Alex\u0000', 'hidden'],
    ['Alex\tMorgan', 'hidden'],
    ['Alex\nMorgan', 'hidden'],
    ['Alex\u0085', 'hidden'],
    ['\ufeffAlex', 'hidden'],
    ['Alex\ud800', 'hidden'],
    ['=HYPERLINK("http://x","y")', 'formula'],
    ['+61 savings', 'formula'],
    ['-1+1', 'formula'],
    ['@SUM(A1)', 'formula'],
    ['  =1+1', 'formula'],
    ['\uff1d1+1', 'formula'],
  ])('refuses %j (%s)', (value, problem) => expect(plainTextProblem(value)).toBe(problem));

  it.each([
    'Alex Morgan',
    "O'Brien-Smith",
    'Zoë García-Müller',
    'Everyday account (joint) 2',
    'Savings = holidays',
    'Notes: a-b',
    'محمد علي',
    'Cold wallet 😀',
    'می‌خواهم',
  ])('takes %j', (value) => expect(isPlainText(value)).toBe(true));

  it('is part of the name rule too', () => {
    expect(hasNameChars('Alex\u202e')).toBe(false);
    expect(hasNameChars('Zoë')).toBe(true);
  });
});
