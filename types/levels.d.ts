// Types for web/levels.js ('polis-game/levels'): the named difficulty levels.

import type { SearchOptions } from './engine.js';

/** Weakest first, as in LEVELS (tests/levels.test.mjs keeps the two in step). */
export type LevelName =
  | 'novice'
  | 'beginner'
  | 'easy'
  | 'medium'
  | 'tough'
  | 'hard'
  | 'strong'
  | 'skilled'
  | 'advanced'
  | 'seasoned'
  | 'expert'
  | 'master'
  | 'champion';

export interface Level {
  name: LevelName;
  /** For people: 'Easy', ... */
  label: string;
  description: string;
  /** The search options the level stands for. */
  options: Omit<SearchOptions, 'level' | 'onProgress'>;
  /** Set on the level a new game starts with. */
  default?: boolean;
}

/** In the order the page offers them, weakest first. */
export const LEVELS: readonly Level[];
export const DEFAULT_LEVEL: LevelName;
/** The level with that name; throws an Error listing the known names otherwise. */
export function levelByName(name: string): Level;
