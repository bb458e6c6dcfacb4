// The Polis game page: puts the board view, the game controller, the side panel,
// the dialogs and the game record together.
//
//   import { mountPolis, configFromUrl } from './web/ui.js';
//   const game = mountPolis(document.getElementById('polis'), { blue: 'human', red: 'ai', level: 'easy' });
//
// mountPolis(container, options) builds the whole game inside `container` (styles: style.css,
// everything scoped under .polis). Options: blue / red ('human' | 'ai'), level (a name from
// levels.js), position (a position string as in RULES.md), moves (moves to replay from it: an
// array of 'b2b3' strings or one comma-separated string), problems (messages to show, e.g. from
// configFromUrl), aiClient (defaults to a fresh createAiClient()), analysisClient (for the
// balance bar, Hint and Review; default: a second client, made on first use), setup (true:
// open the setup panel at once), compact (true: leave out the move list, for small embeds),
// id (names the saved game: a page with several games gives each its own id), restore (false:
// do not resume the game saved here, with its players; it is resumed unless a position or moves
// are given that it does not go on from; a given level still applies),
// onMove(info) (after every move: { ply, player, move: 'b2b3', position }), onGameOver(over)
// ({ winner, reason: 'chariot' | 'no-moves' | 'resign' }).
// It returns { element, newGame({ blue, red, level, position, moves }), play('b2b3'), undo(),
// setLevel(name), openSetup(), flip(), destroy() } and the read-only position, moves, over, settings, aiLog,
// aiStatus and aiFailure.
//
// Hooks for tests and scripts: every square has data-square="e4", data-dest="move|win|loss"
// while it is a destination of the selected piece, data-last="from to hop-from hop-to captured"
// (the tokens that apply) after a move; a piece is a child with data-piece = b | B | r | R and
// data-stunned="true" when stunned; the result dialog has data-winner and data-reason. The root
// carries data-state (human | thinking | waiting | animating | paused | over), data-turn,
// data-plies, data-view (live or the ply shown), data-ai (loading | ready | failed),
// data-orientation (blue | red: the side at the bottom) and data-theme. Moves are announced in
// the element with aria-live="polite" (.polis-announce). After a review, .polis-line carries
// the better line shown (data-moves) and the step on the board (data-step, empty when off).

import * as Rules from './rules.js';
import { DEFAULT_LEVEL, levelByName } from './levels.js';
import { createAiClient } from './ai-client.js';
import { el, renderNotices } from './board/pieces.js';
import { createBoardView } from './board/view.js';
import { createGame, readOnlyGame } from './play/controller.js';
import { createPanel } from './play/panel.js';
import { createDialogs } from './play/dialogs.js';
import {
  lastMoveText,
  resultWords,
  statusText,
  previewText,
  standing,
  reviewNote,
  unknownLevel,
  plyLabel,
  MOVED_ELSEWHERE,
  firstMoveInfo,
  premoveGone,
  aiFailure,
} from './words/play.js';
import {
  startFrom,
  readMoves,
  gameLink,
  gameRecord,
  movesText,
  saveGame,
  loadGame,
  watchGame,
  openingGame,
  pref,
  setPref,
  copyText,
  savedTheme,
  applyTheme,
} from './play/record.js';
import { playMoveSound } from './lib/sound.js';
import { previewOverlay, lastMarks } from './board/marks.js';
import { createInput } from './play/input.js';
import { createAnalysis, balanceView, reviewedMove, askHint } from './play/advice.js';
import { createLineView } from './play/better-line.js';
import { warningReason } from './explain/reasons.js';
import { welcomeLine } from './play/welcome.js';
import { createRatingKeeper } from './play/rating-keeper.js';
import { squareIndex } from './rules/util.js';
import { loadSavedGame, keepPrevious, gameKey } from './storage/saved-game.js';
import { onWriteFailed } from './storage/store.js';
import { storageWords } from './words/storage.js';

export { configFromUrl } from './play/record.js';

export function mountPolis(container, options = {}) {
  const problems = [...(options.problems || [])];
  const settings = {
    blue: options.blue === 'ai' ? 'ai' : 'human',
    red: options.red === 'human' ? 'human' : 'ai',
    level: DEFAULT_LEVEL,
  };
  let badLevel = null; // an unknown level given: the notice names the level used instead
  if (options.level) {
    try {
      settings.level = levelByName(options.level).name;
    } catch {
      badLevel = String(options.level);
    }
  }
  const storeKey = gameKey(options.id);
  const rating = createRatingKeeper(storeKey);
  const ai = options.aiClient || createAiClient();
  const media = (q) => (typeof matchMedia === 'function' ? matchMedia(q) : { matches: false });
  const reducedMotion = media('(prefers-reduced-motion: reduce)');

  // What the page shows beside the game itself.
  const ui = {
    browse: null, // selected, preview, touchPreview: read from the board (web/play/input.js)
    flash: null,
    hint: null,
    flipped: false,
    resignArmed: false,
    resultShown: null,
    destroyed: false,
  };
  let sound = pref('sound', 'off') === 'on';
  let balanceOn = pref('balance', 'off') === 'on';
  ui.tapPlay = pref('tap', 'off') === 'on'; // touch: a tap on a destination plays at once
  let theme = savedTheme();

  container.classList.add('polis');
  container.textContent = '';
  const notice = el('div', { class: 'polis-notice', role: 'alert', hidden: true });
  const announce = el('p', { class: 'polis-announce', 'aria-live': 'polite' });
  const ctx = { ui, render, humans };
  const input = createInput(ctx);
  const { deselect, movable } = input;
  const view = createBoardView({
    ...input.events,
    onEscape: () => {
      line.leave();
      render();
    },
    animationScale: () => (reducedMotion.matches ? 0 : (options.animationScale ?? 1)),
  });
  const line = createLineView({ changed: render });
  const previewLine = el('p', { class: 'polis-preview' });
  Object.assign(ctx, { view });
  const analysis = createAnalysis({
    client: () => options.analysisClient || createAiClient(),
    ownsClient: !options.analysisClient,
    changed: render,
  });
  // A dropped premove is said under the board, not in a notice over it that takes the next press.
  const premoveDropped = (t) => {
    ui.flash = premoveGone(t);
    announce.textContent += ` ${ui.flash}`;
  };
  const game = createGame({
    ai,
    settings,
    animate,
    changed: render,
    aiProgress,
    notice: (t) => addNotice(t),
    premoveDropped,
  });
  ctx.game = game;
  const setLevel = (name) => {
    settings.level = levelByName(name).name;
    rating.levelChanged(game.plies.length);
    game.settingsChanged();
  };
  const panel = createPanel({
    compact: !!options.compact,
    actions: {
      new: () => openSetup(),
      undo: () =>
        act(() => {
          ui.browse = null;
          deselect();
          dialogs.closeResult();
          analysis.reset();
          game.undo();
        }),
      hint: () => act(() => askHint({ analysis, game, ui, render })),
      resign: () => act(resign),
      pause: () => act(() => game.togglePause()),
      flip: () => act(flip),
      rules: () => dialogs.openRules(),
      level: (name) => act(() => setLevel(name)),
      browse: (n) => act(() => browse(n)),
      'copy-link': () => copy(gameLink(location.href, record()), 'Link to this game copied.'),
      'copy-moves': () => copy(movesText(game.plies.map((p) => p.move)), 'Moves copied.'),
      sound: () =>
        act(() => {
          sound = !sound;
          setPref('sound', sound ? 'on' : 'off');
        }),
      theme: () =>
        act(() => {
          theme = theme === 'dark' ? 'light' : 'dark';
          setPref('theme', theme);
        }),
      balance: () =>
        act(() => {
          balanceOn = !balanceOn;
          setPref('balance', balanceOn ? 'on' : 'off');
        }),
      tap: () =>
        act(() => {
          ui.tapPlay = !ui.tapPlay;
          setPref('tap', ui.tapPlay ? 'on' : 'off');
        }),
    },
  });
  const dialogs = createDialogs({
    onStart: startFromSetup,
    onRematch: () => {
      [settings.blue, settings.red] = [settings.red, settings.blue];
      startGame(game.start, []);
    },
    onUndo: () => {
      analysis.reset();
      game.undo();
    },
    onReview: () => {
      analysis.review(game.start, game.plies);
      browse(0);
    },
    returnFocus: () => view.focus(),
    avoid: () => view.board,
    rating,
  });
  // Under the board, one slot of a fixed height: the preview line, or the better line's buttons.
  const boardCol = el(
    'div',
    { class: 'polis-boardcol' },
    view.element,
    el('div', { class: 'polis-under' }, previewLine, line.element),
  );
  container.append(
    notice,
    el('div', { class: 'polis-main' }, boardCol, panel.element),
    announce,
    ...dialogs.elements,
  );

  // ------------------------------------------------------------ game flow
  function aiProgress(task) {
    panel.renderThinking(task);
    if (!balanceOn || ui.browse !== null || !task.progress) return;
    analysis.fromProgress(positionKey(game.live()), task.progress, task.player);
    view.update({ balance: balanceView(analysis.balance, view.state.orientation, standing) });
  }

  const positionKey = (pos) => Rules.formatPosition(pos.board, pos.player);
  function animate(ply, before) {
    ui.hint = null;
    ui.flash = null;
    ui.browse = null;
    announce.textContent = lastMoveText(game.start.player, game.plies.length, ply);
    if (sound) playMoveSound(ply.result.captured.length ? 'capture' : 'move');
    options.onMove?.({
      ply: game.plies.length,
      player: ply.player,
      move: Rules.moveToString(ply.move),
      position: Rules.formatPosition(ply.after.board, ply.after.player),
    });
    return view.animate(before, ply.move, ply.result);
  }

  function humans() {
    return ['blue', 'red'].filter((p) => !game.isAi(p));
  }
  function shownPly() {
    return ui.browse === null ? game.plies.length : ui.browse;
  }
  function shownPosition() {
    const n = shownPly();
    return n === 0 ? game.start : game.plies[n - 1].after;
  }
  function browse(n) {
    input.finishAnimation();
    const cur = shownPly();
    const target = n === 'prev' ? cur - 1 : n === 'next' ? cur + 1 : n === 'end' ? game.plies.length : n;
    const t = Math.max(0, Math.min(game.plies.length, target));
    ui.browse = t === game.plies.length ? null : t;
    deselect();
    render();
  }

  const flip = () => {
    ui.flipped = !ui.flipped;
  };

  function resign() {
    // The first press arms the button (it asks for a confirmation in place), the second resigns.
    if (!ui.resignArmed) {
      ui.resignArmed = true;
      return;
    }
    ui.resignArmed = false;
    deselect();
    game.resign();
  }

  const record = () => gameRecord(settings, game);

  function startGame(start, moves, restored = false, resigned = null) {
    ui.browse = null;
    ui.hint = null;
    ui.flipped = false;
    ui.flash = null;
    deselect();
    dialogs.closeResult();
    analysis.reset();
    rating.started(!restored || moves.length === 0, moves.length);
    // A restored game that was already over does not greet the player with its result again;
    // any ending from here on (a move, a resignation) shows it.
    ui.resultShown = null;
    ui.quiet = restored;
    game.newGame(start, moves, { resigned });
    ui.quiet = false;
  }

  function startFromSetup(choice) {
    let start;
    try {
      start = startFrom(choice.position || null);
    } catch (e) {
      return e.message;
    }
    const { moves, error } = readMoves(choice.moves || '', start);
    if (error) return `In the list of moves, ${error}.`;
    Object.assign(settings, { blue: choice.blue, red: choice.red, level: choice.level });
    if (game.aiStatus === 'failed') settings.blue = settings.red = 'human';
    startGame(start, moves);
    return null;
  }

  function openSetup() {
    dialogs.openSetup(settings, game.aiStatus === 'failed');
  }

  // ------------------------------------------------------------ rendering
  function render() {
    if (ui.destroyed) return;
    const shown = shownPosition();
    const live = ui.browse === null;
    const n = shownPly();
    const h = humans();
    const orientation = ui.flipped !== (h.length === 1 && h[0] === 'red') ? 'red' : 'blue';
    const premove = game.premove;
    const hint = live && ui.hint && ui.hint.move ? ui.hint.move : null;
    // The destinations first: the selection (and its preview) may go with a changed position.
    view.update({ movable: movable() });
    view.update({
      pieces: shown.board,
      orientation,
      last: n > 0 ? lastMarks(game.plies[n - 1]) : new Map(),
      hint: hint && { from: squareIndex(hint.fromR, hint.fromC), to: squareIndex(hint.toR, hint.toC) },
      premove: premove && {
        from: squareIndex(premove.fromR, premove.fromC),
        to: squareIndex(premove.toR, premove.toC),
      },
      overlay:
        live && ui.preview && game.humanTurn()
          ? previewOverlay(game.live().board, ui.preview, game.resultOf(ui.preview))
          : null,
      balance: balanceOn ? balanceView(analysis.balance, orientation, standing) : null,
    });
    // The balance of the position shown, while the computer is not choosing a move.
    const idle =
      !game.aiTask &&
      !game.animating &&
      !(ui.hint && ui.hint.pending) &&
      !analysis.reviewing &&
      game.aiStatus === 'ready';
    if (balanceOn && idle && !Rules.winner(shown.board) && !(game.over && live))
      analysis.evaluate(positionKey(shown), shown.board, shown.player);
    // After a review: the note on the move shown (the one selected in the move list), its
    // better move, and the better line played out from the position before it.
    const reviewed = reviewedMove(analysis.marks, game, n);
    ui.reviewNote = reviewed && reviewNote(game.start.player, n, game.plies[n - 1], reviewed.mark);
    ui.reviewing = analysis.progress;
    if (reviewed?.better)
      view.update({
        hint: {
          from: squareIndex(reviewed.better.fromR, reviewed.better.fromC),
          to: squareIndex(reviewed.better.toR, reviewed.better.toC),
        },
      });
    line.offer(
      `${game.plies.length}:${n}`,
      reviewed?.before,
      reviewed?.better ? reviewed.mark.pv : null,
      (k, ply) => plyLabel(game.start.player, n + k - 1, ply),
    );
    line.draw(view);
    rating.seen(game.plies.length); // fewer plies than before: a move was taken back

    const pos = game.live();
    let state = 'human';
    if (game.animating) state = 'animating';
    else if (game.over) state = 'over';
    else if (game.aiTask) state = 'thinking';
    else if (game.isAi(pos.player)) state = game.paused ? 'paused' : 'waiting';
    Object.assign(container.dataset, {
      state,
      turn: pos.player,
      plies: String(game.plies.length),
      view: live ? 'live' : String(n),
      ai: game.aiStatus,
      blue: settings.blue,
      red: settings.red,
      level: settings.level,
      orientation,
    });
    applyTheme(container, theme);
    ui.previewWhy =
      live && ui.preview && game.humanTurn()
        ? warningReason(pos.board, pos.player, ui.preview, pos.player)
        : null;
    previewLine.textContent = previewText(game, ui, balanceOn && view.state.balance);
    panelOnly();
    if (typeof document !== 'undefined' && container.closest('body.polis-page')) {
      document.title = !game.over && game.humanTurn() && h.length === 1 ? 'Your move \u00b7 Polis' : 'Polis';
    }
    if (game.over && ui.resultShown !== resultKey() && !game.animating) {
      ui.resultShown = resultKey();
      if (!ui.quiet) {
        dialogs.showResult(
          game.over,
          rating.finished(settings, game.over, resultWords(game.over, game.plies, game.start.player, h)),
        );
        options.onGameOver?.({ ...game.over });
      }
    }
    const rec = record();
    const saved = JSON.stringify(rec);
    // Not written when the game saved here went on in a tab this page did not hear: follow it.
    if (saved !== ui.saved && !saveGame(storeKey, rec)) queueMicrotask(() => follow(loadGame(storeKey)));
    ui.saved = saved;
  }

  // Shows the game another tab saved (never writing over its moves); the computer's turns are
  // played in the tab that went on, so this one waits (paused) rather than play them twice.
  function follow(rec) {
    if (ui.destroyed || !rec || JSON.stringify(rec) === ui.saved) return;
    input.finishAnimation(); // a move on its way here would leave its pieces on the board
    Object.assign(settings, { blue: rec.blue, red: rec.red, level: rec.level });
    ui.saved = JSON.stringify(rec);
    startGame(startFrom(rec.position), rec.moves, true, rec.resigned);
    ui.following = !game.over && game.isAi(game.live().player);
    if (ui.following) game.togglePause();
    ui.flash = MOVED_ELSEWHERE;
    render();
  }

  const resultKey = () => `${game.plies.length}:${game.over.reason}`;
  function panelOnly() {
    const n = shownPly();
    panel.render({
      game,
      settings,
      shown: n,
      browsing: ui.browse !== null,
      humans: humans(),
      aiReady: game.aiStatus === 'ready',
      sound,
      theme,
      resignArmed: ui.resignArmed,
      tapPlay: ui.tapPlay,
      shownBoard: shownPosition().board,
      shownPlayer: shownPosition().player,
      status: statusText(game, ui, humans()),
      balance: balanceOn,
      marks: analysis.marks,
      // The move shown (the review's note about it is under the board, not repeated here).
      info: n ? lastMoveText(game.start.player, n, game.plies[n - 1]) : firstMoveInfo(game.humanTurn()),
    });
  }

  // Runs a panel action, draws, and keeps the focus on a control (or gives it to the board).
  function act(fn) {
    if (fn !== resign) ui.resignArmed = false;
    fn();
    render();
    const a = document.activeElement;
    if (!a || a === document.body || a.disabled) view.focus();
  }

  const showNotices = () => renderNotices(notice, problems, () => view.focus());
  const addNotice = (text) => {
    problems.push(text);
    showNotices();
  };

  function copy(text, done) {
    copyText(text).then((ok) => {
      ui.flash = ok ? done : text;
      render();
    });
  }

  const onKey = input.pageKeys({
    container,
    line,
    isOpen: () => dialogs.anyOpen,
    flip: () => act(flip),
    browse: (n) => act(() => browse(n)),
  });
  document.addEventListener('keydown', onKey);

  const offStatus = ai.onStatus((ev) => {
    if (ev.type === 'ready' && game.aiStatus !== 'ready') {
      container.dataset.engine = ev.engine;
      game.setAiStatus('ready');
    } else if (ev.type === 'failed') {
      ui.aiFailure = ev.error;
      addNotice(aiFailure.notLoaded(ev.error.message));
      notice.dataset.kind = 'error';
      settings.blue = settings.red = 'human';
      game.setAiStatus('failed');
    }
  });
  ai.ready().catch(() => {});

  // ------------------------------------------------------------ start
  showNotices();
  // A save that cannot be read in full is kept aside (web/storage/), a saved game a link
  // replaces is kept as the previous game, and a page that cannot keep its game says so once.
  const offFull = onWriteFailed(() => addNotice(storageWords.notKept));
  const stored = options.restore === false ? { record: null } : loadSavedGame(storeKey);
  if (stored.problem) addNotice(storageWords[stored.problem]);
  const opening = openingGame(options, stored.record, addNotice);
  if (stored.record && !opening.saved && keepPrevious(storeKey, stored.text))
    addNotice(storageWords.previousKept);
  if (opening.saved) {
    // The game as it was: its players and moves; a level given to mountPolis is honoured.
    const { blue, red, level } = opening.saved;
    Object.assign(settings, { blue, red, level: options.level && !badLevel ? settings.level : level });
  }
  startGame(opening.start, opening.moves, true, opening.resigned);
  if (badLevel)
    addNotice(unknownLevel(badLevel, levelByName(settings.level).label, settings.level === DEFAULT_LEVEL));
  if (options.setup) openSetup();
  welcomeLine(container, {
    saved: opening.saved || opening.linked,
    onPlayEasy: () =>
      act(() => {
        settings.level = 'easy';
        startGame(startFrom(null), []);
      }),
  });
  // A tab that follows another takes the computer's turns over when that tab goes away.
  const offWatch =
    options.restore === false
      ? () => {}
      : watchGame(storeKey, follow, {
          following: () => ui.following && game.paused,
          left: () => {
            if (ui.following && game.paused) act(() => game.togglePause());
            ui.following = false;
          },
        });

  const handle = {
    element: container,
    newGame(config = {}) {
      if (config.blue) settings.blue = config.blue === 'ai' ? 'ai' : 'human';
      if (config.red) settings.red = config.red === 'ai' ? 'ai' : 'human';
      if (config.level) settings.level = levelByName(config.level).name;
      const start = startFrom(config.position || null);
      const { moves, error } = readMoves(
        Array.isArray(config.moves) ? config.moves.join(',') : config.moves || '',
        start,
      );
      if (error) throw new Error(`bad moves: ${error}`);
      startGame(start, moves);
    },
    // Plays a move for the human side to move ('b2b3' or { fromR, fromC, toR, toC }).
    play(move) {
      const m = typeof move === 'string' ? Rules.parseMove(move) : move;
      deselect();
      return game.play(m);
    },
    undo: () => act(() => game.undo()),
    // The level for the computer's next move, as the level menu: the game goes on.
    setLevel: (name) => {
      setLevel(name);
      render();
    },
    openSetup,
    flip: () => act(flip),
    destroy() {
      ui.destroyed = true;
      game.destroy();
      analysis.destroy();
      // The AI clients this mount started itself end with it (a host's own clients are its to end).
      if (!options.aiClient) ai.terminate();
      offStatus();
      offWatch();
      offFull();
      document.removeEventListener('keydown', onKey);
      onKey.release();
      container.textContent = '';
    },
  };
  return Object.defineProperties(
    handle,
    Object.getOwnPropertyDescriptors(readOnlyGame(game, settings, () => ui.aiFailure)),
  );
}
