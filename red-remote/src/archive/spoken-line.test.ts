import { cueStartOf, spokenLineAt } from './spoken-line';

const cues = [
  { start: 0.5, end: 2, line: 0 },
  { start: 2.5, end: 4, line: 1 },
  { start: 5, end: 6, line: 3 },
];

test('the marked line is the last cue begun, kept through the pause after it', () => {
  expect(spokenLineAt(cues, 0.2)).toBeUndefined();
  expect(spokenLineAt(cues, 0.5)).toBe(0);
  expect(spokenLineAt(cues, 2.2)).toBe(0);
  expect(spokenLineAt(cues, 2.5)).toBe(1);
  expect(spokenLineAt(cues, 7)).toBe(3);
});

test('a line plays from its own cue; a line not spoken has none', () => {
  expect(cueStartOf(cues, 3)).toBe(5);
  expect(cueStartOf(cues, 2)).toBeUndefined();
});
