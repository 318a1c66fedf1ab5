// Every Red Archive entry file, in one list. Why explicit imports: they work the same in
// the rspack build and in Jest (rspack's import.meta.webpackContext does not run in Jest).
// A new entry file needs one line here; archive-files.test.ts fails if a file is missing.

import entry001 from './001.md';
import entry002 from './002.md';
import entry003 from './003.md';
import entry004 from './004.md';
import entry005 from './005.md';
import entry006 from './006.md';
import entry007 from './007.md';
import entry008 from './008.md';
import entry009 from './009.md';
import entry010 from './010.md';
import entry011 from './011.md';
import entry012 from './012.md';
import entry013 from './013.md';
import entry014 from './014.md';
import entry015 from './015.md';
import entry016 from './016.md';
import entry017 from './017.md';
import entry018 from './018.md';
import entry019 from './019.md';
import entry020 from './020.md';
import entry021 from './021.md';
import entry022 from './022.md';
import entry023 from './023.md';
import entry024 from './024.md';
import entry025 from './025.md';
import entry026 from './026.md';
import entry027 from './027.md';
import entry028 from './028.md';

export const archiveFiles = [
  entry001,
  entry002,
  entry003,
  entry004,
  entry005,
  entry006,
  entry007,
  entry008,
  entry009,
  entry010,
  entry011,
  entry012,
  entry013,
  entry014,
  entry015,
  entry016,
  entry017,
  entry018,
  entry019,
  entry020,
  entry021,
  entry022,
  entry023,
  entry024,
  entry025,
  entry026,
  entry027,
  entry028,
];
