import { expect, it } from 'vitest';
import { sandboxHead } from './sandbox-head.js';

it('starts an English page sized for phones, with the escaped title and the given head, up to its body', () => {
  const head = sandboxHead('Pay <now>', '<link rel="stylesheet" href="/x.css">');
  expect(head.startsWith('<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">')).toBe(true);
  expect(head).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(head).toContain('<title>Pay &lt;now&gt;</title>\n<link rel="stylesheet" href="/x.css">\n</head>\n<body>');
});
