// web/words/play.js - the words of every mode, as they were before they were split by topic: kept
// so that the imports of web/words/play.js keep working. New code imports the topic's file.

export * from './names.js';
export * from './moves.js';
export * from './thinking.js';
export * from './game-status.js';
export * from './game-controls.js';
export * from './review.js';
export * from './reasons.js';
export * from './lessons.js';
export * from './puzzles.js';
export * from './rating.js';
export * from './editor.js';
